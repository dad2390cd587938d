import { beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from '../../../src/core/api/handle-request';
import { API_PATHS, type ApiJob, type MultipartValue } from '../../../src/core/api/http';
import { SETTINGS, buildSamplePdf, filePart, multipartRequest, recordingRunner } from './api-kit';

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await buildSamplePdf();
});

/** Sends a multipart request and returns the job the runner received. */
async function jobFor(url: string, fields: [string, MultipartValue][]): Promise<ApiJob> {
  const runner = recordingRunner();
  const response = await handleApiRequest(
    multipartRequest(url, [['pdf', filePart(pdf)], ...fields]),
    SETTINGS,
    runner,
  );
  expect(response.status, typeof response.body === 'string' ? response.body : '').toBe(200);
  expect(runner.jobs).toHaveLength(1);
  return runner.jobs[0]!;
}

describe('multipart list fields', () => {
  const forms: [string, [string, MultipartValue][]][] = [
    [
      'repeated fields',
      [
        ['tags', 'EMAIL'],
        ['tags', 'phone'],
      ],
    ],
    ['a comma-separated string', [['tags', 'EMAIL, phone']]],
    ['a JSON array string', [['tags', '["EMAIL", "phone"]']]],
    [
      'a mix of repeated and comma forms',
      [
        ['tags', 'EMAIL'],
        ['tags', ',phone,'],
      ],
    ],
  ];
  for (const [name, fields] of forms) {
    it(`reads tags from ${name}`, async () => {
      const job = await jobFor(API_PATHS.detectFile, fields);
      expect(job.options.tags).toEqual(['EMAIL', 'PHONE']);
    });
  }

  it('reads tags, ocr_langs and custom_tags from the query string', async () => {
    const job = await jobFor(
      `${API_PATHS.anonymizeFile}?tags=EMAIL&tags=SSN&ocr_langs=DEU%2Cfra&custom_tags=%5B%22PROJECT%22%5D`,
      [],
    );
    expect(job.options.tags).toEqual(['EMAIL', 'SSN']);
    expect(job.options.ocrLangs).toEqual(['deu', 'fra']);
    expect(job.options.customTags).toEqual(['PROJECT']);
  });

  it('lets a form field win over the query string, field by field', async () => {
    const job = await jobFor(`${API_PATHS.detectFile}?tags=SSN&ocr_langs=spa`, [['tags', 'EMAIL']]);
    expect(job.options.tags).toEqual(['EMAIL']);
    expect(job.options.ocrLangs).toEqual(['spa']);
  });

  it('treats empty list fields as "all tags" and the default language', async () => {
    const job = await jobFor(API_PATHS.detectFile, [
      ['tags', ''],
      ['ocr_langs', ''],
    ]);
    expect(job.options.tags).toEqual([]);
    expect(job.options.ocrLangs).toEqual(['eng']);
  });

  it('accepts all 22 tags on the detection upload too', async () => {
    const job = await jobFor(API_PATHS.detectFile, [['tags', 'SIGNATURE,QR_CODE,FACE']]);
    expect(job.options.tags).toEqual(['SIGNATURE', 'QR_CODE', 'FACE']);
  });
});

describe('multipart booleans and integers', () => {
  const words: [string, boolean][] = [
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['On', true],
    ['false', false],
    ['False', false],
    ['0', false],
    ['no', false],
    ['OFF', false],
  ];
  for (const [word, value] of words) {
    it(`reads '${word}' as ${value}`, async () => {
      const job = await jobFor(API_PATHS.anonymizeFile, [
        ['force_ocr', word],
        ['rotated_text', word],
        ['redact_text', word],
      ]);
      expect(job.options).toMatchObject({ forceOcr: value, rotatedText: value, redactText: value });
    });
  }

  it('reads min_chunk_size as an integer', async () => {
    const job = await jobFor(API_PATHS.anonymizeFile, [['min_chunk_size', ' 250 ']]);
    expect(job.options.minChunkSize).toBe(250);
  });

  it('takes the last of repeated scalar fields, as Starlette does', async () => {
    const job = await jobFor(API_PATHS.anonymizeFile, [
      ['redact_text', 'true'],
      ['redact_text', 'false'],
    ]);
    expect(job.options.redactText).toBe(false);
  });
});

describe('per-operation defaults', () => {
  it('defaults force_ocr and rotated_text to true on /api/detect/pii/file/pdf only', async () => {
    const detectFile = await jobFor(API_PATHS.detectFile, []);
    expect(detectFile.operation).toBe('detect');
    expect(detectFile.options).toMatchObject({
      forceOcr: true,
      rotatedText: true,
      tags: [],
      customTags: [],
      ocrLangs: ['eng'],
      minChunkSize: 0,
      path: 'letter.pdf',
    });
    const anonymizeFile = await jobFor(API_PATHS.anonymizeFile, []);
    expect(anonymizeFile.operation).toBe('anonymize');
    expect(anonymizeFile.options).toMatchObject({
      forceOcr: false,
      rotatedText: false,
      redactText: true,
      ocrLangs: ['eng'],
    });
  });

  it('lets an explicit false override the true defaults, and an empty value keep them', async () => {
    const off = await jobFor(API_PATHS.detectFile, [
      ['force_ocr', 'false'],
      ['rotated_text', 'off'],
    ]);
    expect(off.options).toMatchObject({ forceOcr: false, rotatedText: false });
    const empty = await jobFor(API_PATHS.detectFile, [['force_ocr', '']]);
    expect(empty.options.forceOcr).toBe(true);
  });

  it('reports the uploaded file name as path', async () => {
    const runner = recordingRunner();
    await handleApiRequest(
      multipartRequest(API_PATHS.detectFile, [['pdf', filePart(pdf, 'Überweisung 2024.pdf')]]),
      SETTINGS,
      runner,
    );
    expect(runner.jobs[0]!.options.path).toBe('Überweisung 2024.pdf');
  });
});

describe('Content-Disposition of /api/anonymize/file/pdf', () => {
  async function dispositionFor(name: string): Promise<string | undefined> {
    const response = await handleApiRequest(
      multipartRequest(API_PATHS.anonymizeFile, [['pdf', filePart(pdf, name)]]),
      SETTINGS,
      recordingRunner(),
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response.headers['content-disposition'];
  }

  it('names an ASCII upload <stem>-anonymized.pdf', async () => {
    expect(await dispositionFor('report.final.PDF')).toBe(
      'attachment; filename="report.final-anonymized.pdf"',
    );
  });

  it('adds filename* in UTF-8 for a non-ASCII name, with an ASCII fallback', async () => {
    expect(await dispositionFor('Café résumé №1.pdf')).toBe(
      `attachment; filename="Cafe resume No1-anonymized.pdf"; ` +
        `filename*=UTF-8''Caf%C3%A9%20r%C3%A9sum%C3%A9%20%E2%84%961-anonymized.pdf`,
    );
    expect(await dispositionFor('契約書.pdf')).toBe(
      `attachment; filename="___-anonymized.pdf"; ` +
        `filename*=UTF-8''%E5%A5%91%E7%B4%84%E6%9B%B8-anonymized.pdf`,
    );
  });

  it('strips path separators, quotes and line breaks from the name', async () => {
    expect(await dispositionFor('C:\\Users\\me\\"evil"\r\nX-Injected: 1.pdf')).toBe(
      'attachment; filename="evilX-Injected: 1-anonymized.pdf"',
    );
    expect(await dispositionFor('../../etc/passwd')).toBe(
      'attachment; filename="passwd-anonymized.pdf"',
    );
    expect(await dispositionFor('')).toBe('attachment; filename="document-anonymized.pdf"');
  });
});
