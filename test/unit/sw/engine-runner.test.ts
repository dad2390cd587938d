import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../src/core/api/error-responses';
import type { ApiJob, ApiJobResult } from '../../../src/core/api/http';
import { DocumentError } from '../../../src/core/contract/errors';
import { type Failure, toFailure } from '../../../src/core/contract/failure';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../../src/core/contract/options';
import { LlmCallError } from '../../../src/core/custom/ports';
import { OcrLanguageError } from '../../../src/core/ocr/ports';
import { EngineJobFailure, EngineLostError } from '../../../src/sw/engine-errors';
import { createEngineRunner, type EnginePicker } from '../../../src/sw/engine-runner';

const JOB: ApiJob = {
  operation: 'detect',
  pdf: new Uint8Array([37, 80, 68, 70]),
  options: DEFAULT_ANONYMIZE_OPTIONS,
};

const RESULT: ApiJobResult = {
  detected_pii: { path: 'memory', entities: [], exception: '', json: '' },
  processing_time: { total: 0.1, stages: {} },
};

/** A registry of fake windows `ids`, recording which were forgotten and the load left behind. */
function fakeRegistry(ids: string[]) {
  const windows = ids.map((id) => ({ id }));
  const forgotten: string[] = [];
  let load = 0;
  const picker: EnginePicker<{ id: string }> = {
    pick: async () => windows.find((w) => !forgotten.includes(w.id)),
    begin: () => {
      load++;
      return () => load--;
    },
    forget: (id) => void forgotten.push(id),
  };
  return { picker, forgotten, load: () => load };
}

/** A `send` that answers each attempt in turn with `answers` (a result, or an error to reject). */
function scriptedSend(answers: Array<ApiJobResult | Error>) {
  const calls: string[] = [];
  const send = async (window: { id: string }) => {
    calls.push(window.id);
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { send, calls };
}

describe('the service worker engine runner (fake windows and ports)', () => {
  it('hands a job to a window and returns its result', async () => {
    const registry = fakeRegistry(['a']);
    const { send, calls } = scriptedSend([RESULT]);
    await expect(createEngineRunner(registry.picker, send).run(JOB)).resolves.toBe(RESULT);
    expect(calls).toEqual(['a']);
    expect(registry.load()).toBe(0);
  });

  it('sends the job to another window when one closes or shuts its pipeline down', async () => {
    const registry = fakeRegistry(['a', 'b', 'c']);
    const cancelled: Failure = { kind: 'cancelled', message: 'The pipeline was shut down.' };
    const { send, calls } = scriptedSend([
      new EngineLostError('closed'),
      new EngineJobFailure(cancelled),
      RESULT,
    ]);
    await expect(createEngineRunner(registry.picker, send).run(JOB)).resolves.toBe(RESULT);
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(registry.forgotten).toEqual(['a', 'b']);
  });

  it('answers 503 when no window is open or every attempt was lost', async () => {
    const none = createEngineRunner(fakeRegistry([]).picker, scriptedSend([]).send);
    const lost = createEngineRunner(
      fakeRegistry(['a', 'b', 'c', 'd']).picker,
      scriptedSend([1, 2, 3].map(() => new EngineLostError('gone'))).send,
    );
    for (const runner of [none, lost]) {
      const response = errorResponse(await runner.run(JOB).catch((error: unknown) => error));
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    }
  });

  it("rebuilds an engine's Failure from its fields, never from its message", async () => {
    const cases: Array<[Error, number, unknown]> = [
      [new DocumentError('encrypted', 'The PDF is password-protected.'), 400, DocumentError],
      [new DocumentError('too-large', 'Too large.'), 413, DocumentError],
      // The language travels as a field: a sentence without quotes still names it.
      [new OcrLanguageError('rus', 'No data for Russian here.'), 400, OcrLanguageError],
      [new LlmCallError('The model could not be reached.'), 502, LlmCallError],
      [new TypeError('boom'), 500, Error],
    ];
    for (const [error, status, type] of cases) {
      const failure = structuredClone(toFailure(error));
      const runner = createEngineRunner(
        fakeRegistry(['a']).picker,
        scriptedSend([new EngineJobFailure(failure)]).send,
      );
      const thrown = await runner.run(JOB).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(type);
      expect(toFailure(thrown)).toEqual(failure);
      const response = errorResponse(thrown);
      expect(response.status).toBe(status);
      expect(String(response.body)).toContain(JSON.stringify(error.message).slice(1, -1));
    }
    const rus = createEngineRunner(
      fakeRegistry(['a']).picker,
      scriptedSend([new EngineJobFailure(toFailure(new OcrLanguageError('rus', 'No data.')))]).send,
    );
    expect(await rus.run(JOB).catch((e: unknown) => (e as OcrLanguageError).language)).toBe('rus');
  });

  it('passes other errors of the send itself through unchanged', async () => {
    const odd = new RangeError('bad port');
    const runner = createEngineRunner(fakeRegistry(['a']).picker, scriptedSend([odd]).send);
    await expect(runner.run(JOB)).rejects.toBe(odd);
  });
});
