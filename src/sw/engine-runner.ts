import {
  type ApiJob,
  type ApiJobResult,
  type ApiJobRunner,
  EngineUnavailableError,
} from '../core/api/http';
import { fromFailure } from '../core/contract/failure';
import { EngineJobFailure, EngineLostError } from './engine-errors';

/** How long a request waits for an engine window before it is answered 503. */
export const ENGINE_WAIT_MS = 3000;
/** Windows tried for one job before giving up (each closed mid-job). */
export const MAX_ATTEMPTS = 3;

/** Sentence of the 503 answer. */
const NO_ENGINE_MESSAGE =
  'No Obscura window is open to process the document. Open the app in a tab of this browser and send the request again.';

/** An engine window as the runner needs it: an id to count its jobs by. */
export interface EngineWindow {
  id: string;
}

/** The part of the engine registry the runner uses (the real one: src/sw/engine-registry.ts). */
export interface EnginePicker<W extends EngineWindow> {
  pick(waitMs: number): Promise<W | undefined>;
  begin(clientId: string): () => void;
  forget(clientId: string): void;
}

/**
 * Sends one job to one window and awaits its result; rejects with EngineJobFailure (the
 * engine's Failure) or EngineLostError (the window went away). The real one: `sendJob`.
 */
export type SendJob<W> = (window: W, jobId: string, job: ApiJob) => Promise<ApiJobResult>;

/**
 * The service worker's `ApiJobRunner`: hands each job to an engine window, retrying on another
 * when the window is lost. An engine's failure comes back as a Failure and is rebuilt as the
 * error it stands for (`fromFailure`), so the one HTTP mapping answers it.
 */
export function createEngineRunner<W extends EngineWindow>(
  registry: EnginePicker<W>,
  send: SendJob<W>,
): ApiJobRunner {
  let nextJob = 1;
  return {
    async run(job: ApiJob) {
      const jobId = `api-${nextJob++}`;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const client = await registry.pick(ENGINE_WAIT_MS);
        if (!client) break;
        const done = registry.begin(client.id);
        try {
          return await send(client, jobId, job);
        } catch (error) {
          // A job is only cancelled when its window shuts its pipeline down (the tab is closing):
          // the document is fine, so it goes to another window like a job whose window vanished.
          if (error instanceof EngineJobFailure && error.failure.kind !== 'cancelled') {
            throw fromFailure(error.failure);
          }
          if (!(error instanceof EngineLostError || error instanceof EngineJobFailure)) throw error;
          registry.forget(client.id);
        } finally {
          done();
        }
      }
      throw new EngineUnavailableError(NO_ENGINE_MESSAGE);
    },
  };
}
