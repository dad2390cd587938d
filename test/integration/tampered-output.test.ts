import { describe, expect, it } from 'vitest';
import { handleApiRequest } from '../../src/core/api/handle-request';
import { API_PATHS, type ApiJobRunner } from '../../src/core/api/http';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import { anonymize, detect } from '../../src/core/pipeline/operations';
import { runJob } from '../../src/core/pipeline/run-job';
import {
  createRedactionWriter,
  type RedactionWriterFactory,
} from '../../src/core/redact/redaction-writer';
import { VerificationError } from '../../src/core/redact/verify-output';
import {
  inkLeaving,
  PICTURE_TAMPERS,
  slippingWriter,
  tamperingWriter,
} from '../support/faulty-writers';
import {
  SETTINGS,
  buildSamplePdf,
  engine,
  json,
  multipartRequest,
  filePart,
} from '../unit/api/api-kit';

// Outputs that only a verification that never trusts the writer can catch fail closed on every
// path: no PDF is released (issue 14). The faults come in through the writer port
// (`createWriter`); the CLI's own test (test/cli/tampered-output.test.ts) replaces its default.

/** The sample letter's e-mail address: detected and redacted, then slipped back in. */
const SECRET = 'john.smith@example.com';

const FAULTS: Array<[string, RedactionWriterFactory, RegExp]> = [
  [
    'a writer that slips a redacted word into the text layer under another word’s entry',
    slippingWriter(SECRET, createRedactionWriter),
    /The output's text contains 1 redacted string\(s\) on page\(s\) 1\./,
  ],
  [
    'a writer that leaves the ink where entities were drawn and burns no box',
    inkLeaving(createRedactionWriter),
    /Personal data is not covered by solid black where the input draws it on page\(s\) 1\./,
  ],
];

describe.each(FAULTS)('%s', (_name, createWriter, why) => {
  it('is refused by anonymize (a runJob anonymize job): VerificationError, no PDF', async () => {
    const pdf = await buildSamplePdf();
    // The secret is in the input, and the honest writer's output passes.
    const found = await detect(engine, pdf, DEFAULT_ANONYMIZE_OPTIONS);
    expect(found.detected_pii.entities.map((e) => e.word)).toContain(SECRET);
    await expect(anonymize(engine, pdf, DEFAULT_ANONYMIZE_OPTIONS)).resolves.toHaveProperty(
      'verification.passed',
      true,
    );
    const failure = await anonymize(
      engine,
      pdf,
      DEFAULT_ANONYMIZE_OPTIONS,
      {},
      {
        createWriter,
      },
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(VerificationError);
    expect((failure as VerificationError).message).toMatch(why);
  });

  it('is refused by a redact-reviewed job (the review’s export)', async () => {
    const pdf = await buildSamplePdf();
    const { detected_pii } = await detect(engine, pdf, DEFAULT_ANONYMIZE_OPTIONS);
    const job = {
      kind: 'redact-reviewed' as const,
      pdf,
      options: { ...DEFAULT_ANONYMIZE_OPTIONS, entities: detected_pii.entities },
    };
    await expect(runJob(job, { engine })).resolves.toHaveProperty('verification.passed', true);
    await expect(runJob(job, { engine, createWriter })).rejects.toThrow(why);
  });

  it('answers 500 INTERNAL_ERROR on the local API, with no PDF in the body', async () => {
    const runner: ApiJobRunner = {
      run: (job) => anonymize(engine, job.pdf, job.options, {}, { createWriter }),
    };
    const response = await handleApiRequest(
      multipartRequest(API_PATHS.anonymizeFile, [['pdf', filePart(await buildSamplePdf())]]),
      SETTINGS,
      runner,
    );
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toBe('application/json');
    expect(json(response)).toEqual({
      error_code: 'INTERNAL_ERROR',
      message: expect.stringMatching(/Output verification failed, so no output was released/),
    });
  });
});

// The pixel check reads a page's picture natively only when the output's own bytes show nothing
// but that picture; a writer that burns the picture correctly and then paints, masks, inverts
// or covers it is judged by pdf.js's render of what a reader sees.
describe('a writer whose burnt page pictures a reader never sees', () => {
  it('passes the honest output through the native picture check (no page rendered)', async () => {
    const result = await anonymize(engine, await buildSamplePdf(), DEFAULT_ANONYMIZE_OPTIONS);
    const pixels = result.verification.checks.find((c) => c.name === 'pixels')!;
    expect(pixels.passed).toBe(true);
    expect(pixels.detail).toMatch(/1 page\(s\) read from their one plain picture, 0 rendered/);
  });

  it.each(Object.entries(PICTURE_TAMPERS))(
    'is refused by anonymize when the output has %s',
    async (_name, tamper) => {
      const createWriter = tamperingWriter(tamper, createRedactionWriter);
      const failure = await anonymize(
        engine,
        await buildSamplePdf(),
        DEFAULT_ANONYMIZE_OPTIONS,
        {},
        { createWriter },
      ).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(VerificationError);
      expect((failure as VerificationError).message).toMatch(
        /Personal data is not covered by solid black where the input draws it on page\(s\) 1\./,
      );
    },
  );
});
