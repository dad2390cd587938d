import type { DetectResponse, StageName } from '../types';

/** What the app is doing: nothing, detecting, showing results, or writing the redacted PDF. */
export type Phase = 'idle' | 'detecting' | 'ready' | 'redacting';

/** Progress of one pipeline stage. */
export interface StageProgress {
  stage: StageName;
  done: number;
  total: number;
}

/** The opened file; `bytes` stay on the main thread (the worker gets copies). */
export interface OpenedFile {
  name: string;
  bytes: Uint8Array;
}

/** Everything the UI shows; changed only through the store's actions. */
export interface AppState {
  phase: Phase;
  file: OpenedFile | undefined;
  /** Stages reported by the running job, in the order they started. */
  progress: StageProgress[];
  result: DetectResponse | undefined;
  /** A sentence for the user when something failed. */
  error: string | undefined;
  /** A short status line (e.g. after a cancel) that is not an error. */
  notice: string | undefined;
  /** Index of the entity the user points at in the list, to highlight its boxes. */
  focusedEntity: number | undefined;
}

/** The store's actions. */
export interface AppActions {
  openFile(file: File): Promise<void>;
  cancel(): void;
  downloadRedactedPdf(): Promise<void>;
  downloadJson(): void;
  focusEntity(index: number | undefined): void;
}

/** The initial state. */
export const INITIAL_STATE: AppState = {
  phase: 'idle',
  file: undefined,
  progress: [],
  result: undefined,
  error: undefined,
  notice: undefined,
  focusedEntity: undefined,
};
