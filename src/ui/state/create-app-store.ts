import { create } from 'zustand';
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
import { detectedJsonName, redactedPdfName } from '../services/file-names';
import type { PipelineClient, PipelineJob } from '../services/pipeline-client';
import { PipelineError } from '../services/pipeline-error';
import { applyProgress } from './progress-reducer';
import { type AppActions, type AppState, INITIAL_STATE } from './app-state';
import {
  ALLOW_LIST_KEY,
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
  pipeline: Pick<PipelineClient, 'detectForReview' | 'redact' | 'search'>;
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
    const analyse = async (bytes: Uint8Array, key: string, name: string) => {
      const current = track(
        deps.pipeline.detectForReview(bytes.slice(), key, { path: name }, onProgress),
      );
      const result = await current.result;
      return job === current ? result : undefined;
    };

    const loadAllowList = async () => {
      const list = await deps.storage.get<string[]>(ALLOW_LIST_KEY).catch(() => undefined);
      if (Array.isArray(list)) set({ allowList: list.filter((t) => typeof t === 'string') });
    };
    void loadAllowList();

    const saveAllowList = (list: string[]) => {
      set({ allowList: list });
      void deps.storage.set(ALLOW_LIST_KEY, list).catch(() => undefined);
    };

    return {
      ...INITIAL_STATE,

      async openFile(file: File) {
        job?.cancel();
        const allowList = get().allowList;
        set({ ...INITIAL_STATE, allowList, phase: 'detecting' });
        try {
          const bytes = new Uint8Array(await file.arrayBuffer());
          const key = await hash(bytes);
          set({ file: { name: file.name, bytes, key } });
          const result = await analyse(bytes, key, file.name);
          if (!result) return;
          const saved = await deps.storage.get<unknown>(reviewKey(key)).catch(() => undefined);
          const restored = isSavedReview(saved) ? saved.review : undefined;
          set({
            phase: 'ready',
            result,
            review: startHistory(restored ?? initialReview(result.detected_pii.entities)),
            notice: restored ? 'Your earlier review of this file was restored.' : undefined,
          });
          await deps.storage.set(fileKey(key), bytes).catch(() => undefined);
          persist();
        } catch (error) {
          const message = describe(error);
          set({
            phase: 'idle',
            error: message,
            notice: message ? undefined : 'Detection cancelled.',
          });
        }
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
        const allowList = get().allowList;
        set({
          ...INITIAL_STATE,
          allowList,
          notice: `The saved review of ${file.name} was discarded.`,
        });
      },

      cancel() {
        job?.cancel();
      },

      async downloadRedactedPdf() {
        const { file, review, allowList } = get();
        if (!file || !review) return;
        set({ phase: 'redacting', progress: [], error: undefined, notice: undefined });
        try {
          const { dpi, imageQuality, redactText } = DEFAULT_ANONYMIZE_OPTIONS;
          const current = track(
            deps.pipeline.redact(
              file.bytes.slice(),
              entitiesToRedact(review.present, allowList),
              { dpi, imageQuality, redactText },
              onProgress,
            ),
          );
          const { pdf } = await current.result;
          deps.save(pdf, redactedPdfName(file.name), 'application/pdf');
          set({ phase: 'ready' });
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
        const { file } = get();
        if (!file || !get().review) return 'Open a PDF first.';
        let answer: SearchMatches = await deps.pipeline.search(file.key, query);
        if (!answer.ok && answer.missing) {
          // After a reload the worker no longer holds the document: read it again.
          set({ phase: 'detecting', progress: [] });
          try {
            const result = await analyse(file.bytes, file.key, file.name);
            set({ phase: 'ready' });
            if (!result) return 'The search was cancelled.';
          } catch (error) {
            set({ phase: 'ready' });
            return describe(error) ?? 'The search was cancelled.';
          }
          answer = await deps.pipeline.search(file.key, query);
        }
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
        set({ zoom: Math.min(3, Math.max(0.5, Math.round(zoom * 100) / 100)) });
      },

      setDrawTag(tag: string | undefined) {
        set({ drawTag: tag });
      },
    };
  });
}

/** Length of the document text, as far as the entities tell (manual boxes sort after it). */
function textLength(result: AppState['result']): number {
  const ends = result?.detected_pii.entities.map((e) => e.end) ?? [];
  return ends.length ? Math.max(...ends) : 0;
}

/** The store hook type. */
export type AppStore = ReturnType<typeof createAppStore>;
