import { describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../../src/core/contract/options';
import { ENGINE_PROTOCOL_VERSION } from '../../../src/shared/protocols/engine-protocol';
import type { EngineJobMessage } from '../../../src/shared/protocols/engine-protocol';
import { runEngineJob } from '../../../src/ui/services/api-bridge-run';
import { inProcessPipeline } from '../../support/in-process-pipeline';
import { loadFixture } from '../../setup/fixtures';

/** The message the service worker posts for an API request. */
function message(job: EngineJobMessage['job']): EngineJobMessage {
  return { type: 'obscura-engine-job', version: ENGINE_PROTOCOL_VERSION, jobId: 'api-1', job };
}

describe('the API bridge runs each request as a job', () => {
  it('answers a detect request with the contract fields and no PDF', async () => {
    const { client } = inProcessPipeline();
    const { pdf } = await loadFixture('letter-a4');
    const { reply, transfer } = await runEngineJob(
      client,
      message({ operation: 'detect', pdf: pdf.slice(), options: DEFAULT_ANONYMIZE_OPTIONS }),
    );
    if (reply.type !== 'done') throw new Error(`expected done, got ${reply.type}`);
    expect(reply.result.pdf).toBeUndefined();
    expect(transfer).toEqual([]);
    expect(reply.result.detected_pii.entities.length).toBeGreaterThan(0);
  });

  it('answers a custom request with the redacted PDF, transferred', async () => {
    const { client } = inProcessPipeline();
    const { pdf } = await loadFixture('letter-a4');
    const { reply, transfer } = await runEngineJob(
      client,
      message({
        operation: 'custom',
        pdf: pdf.slice(),
        options: { ...DEFAULT_ANONYMIZE_OPTIONS, dpi: 72 },
        prompt: 'remove every e-mail address',
      }),
    );
    if (reply.type !== 'done') throw new Error(`expected done, got ${reply.type}`);
    expect(reply.result.pdf?.subarray(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));
    expect(transfer).toHaveLength(1);
    expect(new Set(reply.result.detected_pii.entities.map((e) => e.entity_group))).toEqual(
      new Set(['CUSTOM']),
    );
  });

  it("forwards the worker's Failure as it was sent", async () => {
    const { client } = inProcessPipeline();
    const { reply } = await runEngineJob(
      client,
      message({
        operation: 'anonymize',
        pdf: new TextEncoder().encode('not a PDF at all'),
        options: DEFAULT_ANONYMIZE_OPTIONS,
      }),
    );
    expect(reply).toMatchObject({ type: 'failed', error: { kind: 'not-pdf' } });
  });
});
