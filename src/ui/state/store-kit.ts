import type { StoreApi } from 'zustand';
import { applyAction, type ReviewAction, type SearchQuery } from '../../core/review';
import type { SearchMatches } from '../../worker/protocol';
import type { PipelineJob, ReviewPipeline } from '../services/pipeline-job';
import { PipelineError } from '../services/pipeline-error';
import type { AppActions, AppState, OpenedFile } from './app-state';
import { applyProgress } from './progress-reducer';
import { type KeyValueStore, LAST_REVIEW_KEY, reviewKey, type SavedReview } from './review-storage';

/** What the store needs from the outside world (swapped for fakes in tests). */
export interface StoreDeps {
  pipeline: ReviewPipeline;
  save(data: Uint8Array | string, fileName: string, type: string): void;
  storage: KeyValueStore;
  hash?(bytes: Uint8Array): Promise<string>;
}

/** The whole store: state and actions. */
export type AppStoreState = AppState & AppActions;

/**
 * What every slice shares: the store's get/set, the outside world, the running job and the
 * helpers that more than one slice calls. Slices talk to each other only through this kit.
 */
export interface StoreKit {
  deps: StoreDeps;
  set: StoreApi<AppStoreState>['setState'];
  get: StoreApi<AppStoreState>['getState'];
  /** Cancels the running job (if any) and makes `next` the running one. */
  track<T>(next: PipelineJob<T>): PipelineJob<T>;
  /** Whether `candidate` is still the running job (a newer one replaces it). */
  isCurrent(candidate: PipelineJob<unknown>): boolean;
  cancelJob(): void;
  onProgress(event: Parameters<typeof applyProgress>[1]): void;
  /** Writes the review of the open document to the browser's storage. */
  persist(): void;
  /** Resolves when every save started so far is written. */
  saved(): Promise<void>;
  /** Applies a review action as one undoable step, and saves. */
  act(action: ReviewAction): void;
  /** Runs detection on the open file (the worker keeps the document for search). */
  analyse(file: OpenedFile): Promise<AppState['result']>;
  /** Searches the kept document, reading it again first when the worker lost it. */
  searchKept(query: SearchQuery): Promise<SearchMatches>;
}

/** Turns any failure into a sentence; cancellations are not errors and return undefined. */
export function describe(error: unknown): string | undefined {
  if (error instanceof PipelineError) return error.kind === 'cancelled' ? undefined : error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `Something went wrong: ${detail}`;
}

/** Builds the kit over the store's get/set. */
export function createStoreKit(
  deps: StoreDeps,
  set: StoreKit['set'],
  get: StoreKit['get'],
): StoreKit {
  // The running job lives outside the state: it is a handle, not something to render.
  let job: PipelineJob<unknown> | undefined;
  // Saves are chained so that an older state never overwrites a newer one.
  let saving: Promise<void> = Promise.resolve();
  const kit: StoreKit = {
    deps,
    set,
    get,
    track(next) {
      job?.cancel();
      job = next;
      return next;
    },
    isCurrent: (candidate) => job === candidate,
    cancelJob: () => job?.cancel(),
    onProgress: (event) => set((s) => ({ progress: applyProgress(s.progress, event) })),
    persist() {
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
    },
    saved: () => saving,
    act(action) {
      const { review } = get();
      if (!review) return;
      const next = applyAction(review, action);
      if (next === review) return;
      set({ review: next, dirty: true });
      kit.persist();
    },
    async analyse(file) {
      const options = {
        path: file.name,
        ocrLangs: get().ocrLangs,
        ...(file.password === undefined ? {} : { password: file.password }),
      };
      const current = kit.track(
        deps.pipeline.detectForReview(file.bytes.slice(), file.key, options, kit.onProgress),
      );
      const result = await current.result;
      return kit.isCurrent(current) ? result : undefined;
    },
    async searchKept(query) {
      const { file } = get();
      if (!file) return { ok: false, message: 'Open a PDF first.' };
      const answer = await deps.pipeline.search(file.key, query);
      if (answer.ok || !answer.missing) return answer;
      set({ phase: 'detecting', progress: [] });
      try {
        const result = await kit.analyse(file);
        set({ phase: 'ready' });
        if (!result) return { ok: false, message: 'The search was cancelled.' };
      } catch (error) {
        set({ phase: 'ready' });
        return { ok: false, message: describe(error) ?? 'The search was cancelled.' };
      }
      return deps.pipeline.search(file.key, query);
    },
  };
  return kit;
}
