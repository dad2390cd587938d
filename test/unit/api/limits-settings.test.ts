import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handleApiRequest } from '../../../src/core/api/handle-request';
import { API_PATHS, type ApiSettings } from '../../../src/core/api/http';
import { limitJobOptions } from '../../../src/core/api/job-options';
import { decodeBase64 } from '../../../src/core/contract/base64';
import type { AnonymizeResponse } from '../../../src/core/contract/types';
import { API_KEY, base64, coreRunner, engine, json, jsonRequest, recordingRunner } from './api-kit';

/** Settings with the given processing limits. */
const withLimits = (maxPages: number, pageTimeLimitMs: number): ApiSettings => ({
  apiKey: API_KEY,
  maxBytes: 5 * 1024 * 1024,
  limits: { maxPages, pageTimeLimitMs },
});

describe('limitJobOptions', () => {
  it('passes positive limits and leaves 0, absent or invalid ones out (no limit)', () => {
    expect(limitJobOptions({ maxPages: 3, pageTimeLimitMs: 20_000 })).toEqual({
      maxPages: 3,
      pageTimeLimitMs: 20_000,
    });
    expect(limitJobOptions({ maxPages: 0, pageTimeLimitMs: 0 })).toEqual({});
    expect(limitJobOptions(undefined)).toEqual({});
    expect(limitJobOptions({ maxPages: -2, pageTimeLimitMs: Number.NaN })).toEqual({});
    expect(limitJobOptions({ maxPages: 2.7, pageTimeLimitMs: 0 })).toEqual({ maxPages: 2 });
  });
});

describe('Settings limits on API jobs', () => {
  const pdf = new Uint8Array(readFileSync('test/fixtures/generated/multi-page.pdf'));

  it('hands the saved limits to every job the service worker runs', async () => {
    const runner = recordingRunner();
    const detect = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf) }),
      withLimits(2, 30_000),
      runner,
    );
    expect(detect.status).toBe(200);
    expect(runner.jobs[0]!.options).toMatchObject({ maxPages: 2, pageTimeLimitMs: 30_000 });

    await handleApiRequest(
      jsonRequest(API_PATHS.anonymizeBase64, { pdf: base64(pdf) }),
      withLimits(0, 0),
      runner,
    );
    expect(runner.jobs[1]!.options.maxPages).toBeUndefined();
    expect(runner.jobs[1]!.options.pageTimeLimitMs).toBeUndefined();
  });

  it('cuts the anonymized PDF at the saved maximum and names the left-out pages', async () => {
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.anonymizeBase64, { pdf: base64(pdf) }),
      withLimits(1, 0),
      coreRunner,
    );
    expect(response.status).toBe(200);
    const body = json<AnonymizeResponse>(response);
    expect(body.detected_pii.exception).toContain('Pages 2-3 were not processed');
    const source = await engine.open(decodeBase64(body.pdf)!, {});
    try {
      expect(source.pageCount).toBe(1);
    } finally {
      await source.close();
    }
  });
});
