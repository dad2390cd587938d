import { DocumentError, type DocumentErrorKind } from '../core/contract/errors';
import { type ApiJob, type ApiJobRunner, EngineUnavailableError } from '../core/api/http';
import { OcrLanguageError } from '../core/ocr/ports';
import { LlmCallError } from '../core/custom/ports';
import type { EngineRegistry } from './engine-registry';
import { EngineJobFailure, EngineLostError, sendJob } from './send-job';

/** How long a request waits for an engine window before it is answered 503. */
export const ENGINE_WAIT_MS = 3000;
/** Windows tried for one job before giving up (each closed mid-job). */
const MAX_ATTEMPTS = 3;

/** Refusals the engine reports that are the document's fault (mapped to 400/413/415). */
const DOCUMENT_KINDS = new Set<string>([
  'not-pdf',
  'unreadable',
  'encrypted',
  'too-large',
  'empty',
]);

/** Sentence of the 503 answer. */
const NO_ENGINE_MESSAGE =
  'No Obscura window is open to process the document. Open the app in a tab of this browser and send the request again.';

/** Rebuilds an engine's failure as the error the core maps to a status. */
function toError(failure: EngineJobFailure): Error {
  if (DOCUMENT_KINDS.has(failure.kind)) {
    return new DocumentError(failure.kind as DocumentErrorKind, failure.message);
  }
  // Answered 502 LLM_CALL_ERROR with the engine's sentence (the custom prompt's model failed).
  if (failure.kind === 'llm-call') return new LlmCallError(failure.message);
  if (failure.kind === 'ocr-language') {
    // Answered 400 with the engine's sentence, which names the language in quotes.
    const language = /'([^']+)'/.exec(failure.message)?.[1] ?? 'unknown';
    return new OcrLanguageError(language, failure.message);
  }
  return new Error(failure.message);
}

/** The service worker's `ApiJobRunner`: hands each job to an engine window, retrying on another. */
export function createEngineRunner(registry: EngineRegistry): ApiJobRunner {
  let nextJob = 1;
  return {
    async run(job: ApiJob) {
      const jobId = `api-${nextJob++}`;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const client = await registry.pick(ENGINE_WAIT_MS);
        if (!client) break;
        const done = registry.begin(client.id);
        try {
          return await sendJob(client, jobId, job);
        } catch (error) {
          // A job is only cancelled when its window shuts its pipeline down (the tab is closing):
          // the document is fine, so it goes to another window like a job whose window vanished.
          if (error instanceof EngineJobFailure && error.kind !== 'cancelled') throw toError(error);
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
