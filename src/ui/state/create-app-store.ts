import { create } from 'zustand';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../core/contract/options';
import { detectedJsonName, redactedPdfName } from '../services/file-names';
import type { PipelineClient, PipelineJob } from '../services/pipeline-client';
import { PipelineError } from '../services/pipeline-error';
import { applyProgress } from './progress-reducer';
import { type AppActions, type AppState, INITIAL_STATE } from './app-state';

/** What the store needs from the outside world (swapped for fakes in tests). */
export interface StoreDeps {
  pipeline: Pick<PipelineClient, 'detect' | 'redact'>;
  save(data: Uint8Array | string, fileName: string, type: string): void;
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

  return create<AppState & AppActions>()((set, get) => {
    const track = <T>(next: PipelineJob<T>): PipelineJob<T> => {
      job?.cancel();
      job = next;
      return next;
    };
    const onProgress = (event: Parameters<typeof applyProgress>[1]) =>
      set((s) => ({ progress: applyProgress(s.progress, event) }));

    return {
      ...INITIAL_STATE,

      async openFile(file: File) {
        job?.cancel();
        set({ ...INITIAL_STATE, phase: 'detecting' });
        try {
          const bytes = new Uint8Array(await file.arrayBuffer());
          set({ file: { name: file.name, bytes } });
          const current = track(
            deps.pipeline.detect(bytes.slice(), { path: file.name }, onProgress),
          );
          const result = await current.result;
          if (job !== current) return;
          set({ phase: 'ready', result });
        } catch (error) {
          const message = describe(error);
          set({
            phase: 'idle',
            error: message,
            notice: message ? undefined : 'Detection cancelled.',
          });
        }
      },

      cancel() {
        job?.cancel();
      },

      async downloadRedactedPdf() {
        const { file, result } = get();
        if (!file || !result) return;
        set({ phase: 'redacting', progress: [], error: undefined, notice: undefined });
        try {
          const { dpi, imageQuality, redactText } = DEFAULT_ANONYMIZE_OPTIONS;
          const current = track(
            deps.pipeline.redact(
              file.bytes.slice(),
              result.detected_pii.entities,
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
        const { file, result } = get();
        if (!file || !result) return;
        const json = JSON.stringify(result.detected_pii, null, 2);
        deps.save(json, detectedJsonName(file.name), 'application/json');
      },

      focusEntity(index: number | undefined) {
        set({ focusedEntity: index });
      },
    };
  });
}

/** The store hook type. */
export type AppStore = ReturnType<typeof createAppStore>;
