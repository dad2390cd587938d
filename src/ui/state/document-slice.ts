import { initialReview, mergeReview, startHistory } from '../../core/review';
import { PipelineError } from '../services/pipeline-error';
import { type AppActions, INITIAL_STATE, type OpenedFile } from './app-state';
import { fileKey, isSavedReview, LAST_REVIEW_KEY, reviewKey, sha256Hex } from './review-storage';
import { describe, type StoreKit } from './store-kit';

/** The actions of the open document: open, unlock, restore, discard, cancel, where it is shown. */
export type DocumentActions = Pick<
  AppActions,
  'openFile' | 'unlock' | 'restoreSaved' | 'discardReview' | 'cancel' | 'setCurrentPage'
>;

/** State that survives opening another file (settings the person chose). */
function kept(kit: StoreKit) {
  const { allowList, ocrLangs, zoom, uncertainBelow, grouping, reasonSet, snapToWords } = kit.get();
  const { reasonLabels } = kit.get();
  return {
    allowList,
    ocrLangs,
    zoom,
    uncertainBelow,
    grouping,
    reasonSet,
    snapToWords,
    reasonLabels,
  };
}

/** The document slice. */
export function documentSlice(kit: StoreKit): DocumentActions {
  const { deps, set, get } = kit;
  const hash = deps.hash ?? sha256Hex;

  /**
   * Detects PII in the open file and starts its review. A review saved earlier is merged with
   * the fresh detection: its decisions stay, and findings it did not know are added as new.
   */
  const analyseAndReview = async (file: OpenedFile, notice?: string) => {
    try {
      const result = await kit.analyse(file);
      if (!result) return;
      const saved = await deps.storage.get<unknown>(reviewKey(file.key)).catch(() => undefined);
      const entities = result.detected_pii.entities;
      const merged = isSavedReview(saved) ? mergeReview(saved.review, entities) : undefined;
      const count = merged?.newIds.length ?? 0;
      set({
        phase: 'ready',
        result,
        passwordNeeded: undefined,
        review: startHistory(merged?.state ?? initialReview(entities)),
        newIds: merged?.newIds ?? [],
        dirty: false,
        notice: merged
          ? `${notice ?? 'Your earlier review of this file was restored.'}${count ? ` ${count} new ${count === 1 ? 'finding is' : 'findings are'} marked new.` : ''}`
          : undefined,
      });
      // An encrypted file is not kept: its password would have to be stored with it.
      if (file.password === undefined) {
        await deps.storage.set(fileKey(file.key), file.bytes).catch(() => undefined);
      }
      kit.persist();
    } catch (error) {
      if (error instanceof PipelineError && error.kind === 'encrypted') {
        set({ phase: 'idle', passwordNeeded: { wrong: file.password !== undefined } });
        return;
      }
      const message = describe(error);
      set({ phase: 'idle', error: message, notice: message ? undefined : 'Detection cancelled.' });
    }
  };

  return {
    async openFile(file: File) {
      kit.cancelJob();
      set({ ...INITIAL_STATE, ...kept(kit), phase: 'detecting' });
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
        const file = { name: saved.name, bytes, key };
        // Detected again: a newer detector or other settings may find more than last time.
        set({ phase: 'detecting', progress: [], file });
        await analyseAndReview(file, `Your review of ${saved.name} was restored.`);
      } catch {
        // Storage may be unavailable (private windows): start with an empty workspace.
      }
    },

    async discardReview() {
      const { file } = get();
      if (!file) return;
      kit.cancelJob();
      await kit.saved();
      await Promise.all([
        deps.storage.del(reviewKey(file.key)),
        deps.storage.del(fileKey(file.key)),
        deps.storage.del(LAST_REVIEW_KEY),
      ]).catch(() => undefined);
      set({
        ...INITIAL_STATE,
        ...kept(kit),
        notice: `The saved review of ${file.name} was discarded.`,
      });
    },

    cancel() {
      kit.cancelJob();
    },
  };
}
