import { create } from 'zustand';
import { type OcrLanguage, parseOcrLanguage } from '../../core/contract/languages';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../core/contract/options';
import {
  addAllowed,
  applyAction,
  type Decision,
  entitiesToRedact,
  idsWithSameText,
  idsWithTag,
  initialReview,
  manualEntity,
  type ReviewAction,
  redo,
  removeAllowed,
  type SearchQuery,
  searchEntities,
  startHistory,
  undo,
} from '../../core/review';
import type { SearchMatches } from '../../worker/protocol';
import { matchUnderSelection, selectionQuery } from '../features/selection/selection-match';
import { detectedJsonName, redactedPdfName } from '../services/file-names';
import type { PipelineJob, ReviewPipeline } from '../services/pipeline-job';
import { PipelineError } from '../services/pipeline-error';
import { applyProgress } from './progress-reducer';
import type { VerificationReport } from '../../core/redact/verify-output';
import { type AppActions, type AppState, INITIAL_STATE, type OpenedFile } from './app-state';
import {
  ALLOW_LIST_KEY,
  OCR_LANGS_KEY,
  fileKey,
  isSavedReview,
  type KeyValueStore,
  LAST_REVIEW_KEY,
  reviewKey,
  type SavedReview,
  sha256Hex,
} from './review-storage';

/** What the store needs from the outside world (swapped for fakes in tests). */
export interface StoreDeps {
  pipeline: ReviewPipeline;
  save(data: Uint8Array | string, fileName: string, type: string): void;
  storage: KeyValueStore;
  hash?(bytes: Uint8Array): Promise<string>;
}

/** Turns any failure into a sentence; cancellations are not errors and return undefined. */
function describe(error: unknown): string | undefined {
  if (error instanceof PipelineError) return error.kind === 'cancelled' ? undefined : error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `Something went wrong: ${detail}`;
}

/** Creates the app's store: the only place state lives and changes. */
export function createAppStore(deps: StoreDeps) {
  // The running job lives outside the state: it is a handle, not something to render.
  let job: PipelineJob<unknown> | undefined;
  const hash = deps.hash ?? sha256Hex;
  // Saves are chained so that an older state never overwrites a newer one.
  let saving: Promise<void> = Promise.resolve();

  return create<AppState & AppActions>()((set, get) => {
    const track = <T>(next: PipelineJob<T>): PipelineJob<T> => {
      job?.cancel();
      job = next;
      return next;
    };
    const onProgress = (event: Parameters<typeof applyProgress>[1]) =>
      set((s) => ({ progress: applyProgress(s.progress, event) }));

    /** Writes the review of the open document to the browser's storage. */
    const persist = () => {
      const { file, result, review } = get();
      if (!file || !result || !review) return;
      const saved: SavedReview = {
        version: 1,
        name: file.name,
        result,
        review: review.present,
        savedAt: Date.now(),
      };
      saving = saving
        .then(() => deps.storage.set(reviewKey(file.key), saved))
        .then(() => deps.storage.set(LAST_REVIEW_KEY, file.key))
        .catch(() =>
          set({ notice: 'The review could not be saved in this browser; export before closing.' }),
        );
    };

    /** Applies a review action as one undoable step, and saves. */
    const act = (action: ReviewAction) => {
      const { review } = get();
      if (!review) return;
      const next = applyAction(review, action);
      if (next === review) return;
      set({ review: next });
      persist();
    };

    /** Runs detection on the open file (the worker keeps the document for search). */
    const analyse = async (file: OpenedFile) => {
      const options = {
        path: file.name,
        ocrLangs: get().ocrLangs,
        ...(file.password === undefined ? {} : { password: file.password }),
      };
      const current = track(
        deps.pipeline.detectForReview(file.bytes.slice(), file.key, options, onProgress),
      );
      const result = await current.result;
      return job === current ? result : undefined;
    };

    /** Detects PII in the open file and starts (or restores) its review. */
    const analyseAndReview = async (file: OpenedFile) => {
      try {
        const result = await analyse(file);
        if (!result) return;
        const saved = await deps.storage.get<unknown>(reviewKey(file.key)).catch(() => undefined);
        const restored = isSavedReview(saved) ? saved.review : undefined;
        set({
          phase: 'ready',
          result,
          passwordNeeded: undefined,
          review: startHistory(restored ?? initialReview(result.detected_pii.entities)),
          notice: restored ? 'Your earlier review of this file was restored.' : undefined,
        });
        // An encrypted file is not kept: its password would have to be stored with it.
        if (file.password === undefined) {
          await deps.storage.set(fileKey(file.key), file.bytes).catch(() => undefined);
        }
        persist();
      } catch (error) {
        if (error instanceof PipelineError && error.kind === 'encrypted') {
          set({ phase: 'idle', passwordNeeded: { wrong: file.password !== undefined } });
          return;
        }
        const message = describe(error);
        set({
          phase: 'idle',
          error: message,
          notice: message ? undefined : 'Detection cancelled.',
        });
      }
    };

    /**
     * Searches the document the worker keeps; after a reload the worker no longer holds it,
     * so it is read again first. Resolves to the matches or a sentence.
     */
    const searchKept = async (query: SearchQuery): Promise<SearchMatches> => {
      const { file } = get();
      if (!file) return { ok: false, message: 'Open a PDF first.' };
      const answer = await deps.pipeline.search(file.key, query);
      if (answer.ok || !answer.missing) return answer;
      set({ phase: 'detecting', progress: [] });
      try {
        const result = await analyse(file);
        set({ phase: 'ready' });
        if (!result) return { ok: false, message: 'The search was cancelled.' };
      } catch (error) {
        set({ phase: 'ready' });
        return { ok: false, message: describe(error) ?? 'The search was cancelled.' };
      }
      return deps.pipeline.search(file.key, query);
    };

    const loadAllowList = async () => {
      const list = await deps.storage.get<string[]>(ALLOW_LIST_KEY).catch(() => undefined);
      if (Array.isArray(list)) set({ allowList: list.filter((t) => typeof t === 'string') });
    };
    void loadAllowList();

    // The OCR languages chosen last time, as long as they are still languages we know.
    const loadOcrLangs = async () => {
      const langs = await deps.storage.get<unknown>(OCR_LANGS_KEY).catch(() => undefined);
      if (!Array.isArray(langs)) return;
      const known = langs
        .map((l) => (typeof l === 'string' ? parseOcrLanguage(l) : undefined))
        .filter((l): l is OcrLanguage => l !== undefined);
      if (known.length > 0) set({ ocrLangs: known });
    };
    void loadOcrLangs();

    const saveAllowList = (list: string[]) => {
      set({ allowList: list });
      void deps.storage.set(ALLOW_LIST_KEY, list).catch(() => undefined);
    };

    return {
      ...INITIAL_STATE,

      async openFile(file: File) {
        job?.cancel();
        const { allowList, ocrLangs, zoom } = get();
        set({ ...INITIAL_STATE, allowList, ocrLangs, zoom, phase: 'detecting' });
        let opened: OpenedFile;
        try {
          const bytes = new Uint8Array(await file.arrayBuffer());
          opened = { name: file.name, bytes, key: await hash(bytes) };
        } catch (error) {
          set({ phase: 'idle', error: `The file could not be read: ${String(error)}` });
          return;
        }
        set({ file: opened });
        await analyseAndReview(opened);
      },

      async unlock(password: string) {
        const { file } = get();
        if (!file) return;
        const unlocked = { ...file, password };
        set({ file: unlocked, phase: 'detecting', progress: [], error: undefined });
        await analyseAndReview(unlocked);
      },

      setOcrLangs(langs) {
        const ocrLangs: OcrLanguage[] = langs.length > 0 ? langs : ['eng'];
        set({ ocrLangs });
        void deps.storage.set(OCR_LANGS_KEY, ocrLangs).catch(() => undefined);
      },

      async redactSelection(selection, tag) {
        if (!get().review) return 'Open a PDF first.';
        const query = selectionQuery(selection.text);
        if (!query) return 'Select some text on a page first.';
        const answer = await searchKept(query);
        if (!answer.ok) return answer.message;
        const match = matchUnderSelection(answer.matches, selection);
        if (!match) return 'The selected text was not found in the document text of that page.';
        act({ type: 'add', entities: searchEntities([match], tag) });
        return `“${match.word}” redacted as ${tag}.`;
      },

      setCurrentPage(page: number) {
        if (get().currentPage !== page) set({ currentPage: page });
      },

      async restoreSaved() {
        if (get().file) return;
        try {
          const key = await deps.storage.get<string>(LAST_REVIEW_KEY);
          if (typeof key !== 'string') return;
          const [saved, bytes] = await Promise.all([
            deps.storage.get<unknown>(reviewKey(key)),
            deps.storage.get<Uint8Array>(fileKey(key)),
          ]);
          if (!isSavedReview(saved) || !(bytes instanceof Uint8Array) || get().file) return;
          set({
            phase: 'ready',
            file: { name: saved.name, bytes, key },
            result: saved.result,
            review: startHistory(saved.review),
            notice: `Your review of ${saved.name} was restored.`,
          });
        } catch {
          // Storage may be unavailable (private windows): start with an empty workspace.
        }
      },

      async discardReview() {
        const { file } = get();
        if (!file) return;
        job?.cancel();
        await saving;
        await Promise.all([
          deps.storage.del(reviewKey(file.key)),
          deps.storage.del(fileKey(file.key)),
          deps.storage.del(LAST_REVIEW_KEY),
        ]).catch(() => undefined);
        const { allowList, ocrLangs, zoom } = get();
        set({
          ...INITIAL_STATE,
          allowList,
          ocrLangs,
          zoom,
          notice: `The saved review of ${file.name} was discarded.`,
        });
      },

      cancel() {
        job?.cancel();
      },

      async downloadRedactedPdf() {
        const { file, review, allowList } = get();
        if (!file || !review) return;
        set({
          phase: 'redacting',
          progress: [],
          error: undefined,
          notice: undefined,
          verification: undefined,
        });
        try {
          const { dpi, imageQuality, redactText } = DEFAULT_ANONYMIZE_OPTIONS;
          const current = track(
            deps.pipeline.redact(
              file.bytes.slice(),
              entitiesToRedact(review.present, allowList),
              {
                dpi,
                imageQuality,
                redactText,
                ...(file.password === undefined ? {} : { password: file.password }),
              },
              onProgress,
            ),
          );
          const { pdf, verification } = await current.result;
          // The worker refuses an output that fails a check; this guards a partial report too.
          if (!verification.passed) {
            set({ phase: 'ready', verification, error: failedVerificationSentence(verification) });
            return;
          }
          deps.save(pdf, redactedPdfName(file.name), 'application/pdf');
          set({ phase: 'ready', verification });
        } catch (error) {
          const message = describe(error);
          set({
            phase: 'ready',
            error: message,
            notice: message ? undefined : 'Redaction cancelled.',
          });
        }
      },

      downloadJson() {
        const { file, result, review, allowList } = get();
        if (!file || !result || !review) return;
        const detected = {
          ...result.detected_pii,
          entities: entitiesToRedact(review.present, allowList),
        };
        deps.save(
          JSON.stringify(detected, null, 2),
          detectedJsonName(file.name),
          'application/json',
        );
      },

      select(id: string | undefined) {
        set({ selectedId: id });
      },

      decide(ids: readonly string[], decision: Decision) {
        act({ type: 'decide', ids, decision });
      },

      decideTag(tag: string, decision: Decision) {
        const review = get().review;
        if (review) act({ type: 'decide', ids: idsWithTag(review.present, tag), decision });
      },

      decideSameText(id: string, decision: Decision) {
        const review = get().review;
        const item = review?.present.entities.find((e) => e.id === id);
        if (review && item) {
          act({ type: 'decide', ids: idsWithSameText(review.present, item.entity.word), decision });
        }
      },

      async searchAndRedact(query: SearchQuery, tag: string) {
        if (!get().file || !get().review) return 'Open a PDF first.';
        const answer = await searchKept(query);
        if (!answer.ok) return answer.message;
        const matches = answer.matches;
        const review = get().review;
        if (!review) return 'Open a PDF first.';
        const entities = searchEntities(matches, tag);
        if (entities.length === 0) return 'No matches were found.';
        act({ type: 'add', entities });
        return `${entities.length} ${entities.length === 1 ? 'match' : 'matches'} redacted as ${tag}.`;
      },

      addManualBox(tag, box) {
        const { result } = get();
        act({ type: 'add', entities: [manualEntity(tag, box, textLength(result))] });
      },

      removeAdded(id: string) {
        act({ type: 'remove', ids: [id] });
      },

      undo() {
        const { review } = get();
        if (!review || review.past.length === 0) return;
        set({ review: undo(review) });
        persist();
      },

      redo() {
        const { review } = get();
        if (!review || review.future.length === 0) return;
        set({ review: redo(review) });
        persist();
      },

      allow(term: string) {
        saveAllowList(addAllowed(get().allowList, term));
      },

      disallow(term: string) {
        saveAllowList(removeAllowed(get().allowList, term));
      },

      setFilters(filters) {
        set((s) => ({ filters: { ...s.filters, ...filters } }));
      },

      setHelpOpen(open: boolean) {
        set({ helpOpen: open });
      },

      setZoom(zoom: number) {
        set({ zoom: Math.min(3, Math.max(0.25, Math.round(zoom * 100) / 100)) });
      },

      setDrawTag(tag: string | undefined) {
        set({ drawTag: tag });
      },
    };
  });
}

/** The sentence shown when an output failed its checks (nothing is downloaded then). */
function failedVerificationSentence(report: VerificationReport): string {
  const failed = report.checks.filter((c) => !c.passed).map((c) => c.detail);
  return `The redacted PDF failed its verification, so it was not downloaded: ${failed.join(' ')}`;
}

/** Length of the document text, as far as the entities tell (manual boxes sort after it). */
function textLength(result: AppState['result']): number {
  const ends = result?.detected_pii.entities.map((e) => e.end) ?? [];
  return ends.length ? Math.max(...ends) : 0;
}

/** The store hook type. */
export type AppStore = ReturnType<typeof createAppStore>;
