import { expect, test } from '@playwright/test';
import type { DetectResponse } from '../../src/core/contract/types';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { visualFixture } from '../../test/fixtures/visual/registry';
import { darkFraction, renderPagePixels } from '../../test/setup/page-pixels';
import { callApi, jsonOf, openApp, toBase64 } from '../api/fixtures/api-client';
import { recordForeignRequests } from '../fixtures/request-log';

test('the local API finds QR codes and barcodes with zxing-wasm served by the app itself', async ({
  page,
  context,
  baseURL,
}) => {
  const foreignRequests = recordForeignRequests(context, new URL(baseURL!).origin);
  const wasmFiles: string[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('.wasm')) wasmFiles.push(new URL(r.url()).pathname);
  });
  const fixture = await visualFixture('visual-codes');
  const key = await openApp(page);
  const answer = await callApi(page, {
    path: '/api/detect/pii/pdf',
    key,
    json: { pdf: toBase64(fixture.pdf), tags: ['QR_CODE'] },
  });
  expect(answer.status, answer.text).toBe(200);
  const { detected_pii, processing_time } = jsonOf<DetectResponse>(answer);
  const words = detected_pii.entities.map((e) => e.word);
  for (const target of fixture.targets) {
    expect(
      words.some((w) => w.endsWith(target.content)),
      target.content,
    ).toBe(true);
  }
  for (const entity of detected_pii.entities) {
    expect(entity).toMatchObject({ entity_group: 'QR_CODE', start: 0, end: 0 });
    expect(entity.boxes).toHaveLength(1);
  }
  expect(processing_time.stages.VisualDetection).toBeGreaterThan(0);
  expect(detected_pii.exception).toBe('');
  expect(wasmFiles.some((p) => /^\/assets\/zxing_reader-[\w-]+\.wasm$/.test(p))).toBe(true);
  expect(foreignRequests()).toEqual([]);
});

test('Settings turns visual detection on for requests that name no tags', async ({ page }) => {
  const fixture = await visualFixture('visual-codes');
  const key = await openApp(page);
  const detectAll = async () => {
    const answer = await callApi(page, {
      path: '/api/detect/pii/pdf',
      key,
      json: { pdf: toBase64(fixture.pdf) },
    });
    expect(answer.status, answer.text).toBe(200);
    return jsonOf<DetectResponse>(answer).detected_pii;
  };
  const toggle = page.getByLabel('Detect signatures, faces and codes');
  await expect(toggle).not.toBeChecked();
  expect((await detectAll()).entities.filter((e) => e.entity_group === 'QR_CODE')).toEqual([]);

  await toggle.check();
  await page.reload();
  await expect(page.getByLabel('Detect signatures, faces and codes')).toBeChecked();
  const all = await detectAll();
  expect(all.entities.filter((e) => e.entity_group === 'QR_CODE')).toHaveLength(
    fixture.targets.length,
  );
  // FACE was part of "all tags" too: the worker has a face detector, so nothing was skipped.
  expect(all.exception).toBe('');
});

test('faces in a photo are found in the worker with the detector shipped in face-api', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const foreignRequests = recordForeignRequests(context, new URL(baseURL!).origin);
  const fixture = await visualFixture('visual-faces');
  const key = await openApp(page);
  const answer = await callApi(page, {
    path: '/api/detect/pii/pdf',
    key,
    json: { pdf: toBase64(fixture.pdf), tags: ['FACE'] },
  });
  expect(answer.status, answer.text).toBe(200);
  const { detected_pii } = jsonOf<DetectResponse>(answer);
  expect(detected_pii.exception).toBe('');
  const faces = detected_pii.entities.filter((e) => e.entity_group === 'FACE');
  for (const target of fixture.targets) {
    const covered = faces.some((f) =>
      f.boxes.some(
        (b) =>
          b.x <= target.x &&
          b.y <= target.y &&
          b.x + b.width >= target.x + target.width &&
          b.y + b.height >= target.y + target.height,
      ),
    );
    expect(covered, `face at ${target.x},${target.y}`).toBe(true);
  }
  expect(faces.length).toBe(fixture.targets.length);

  // The anonymized output shows none of the faces: each face's centre is solid black.
  const anonymized = await callApi(page, {
    path: '/api/anonymize/pdf',
    key,
    json: { pdf: toBase64(fixture.pdf), tags: ['FACE'] },
  });
  expect(anonymized.status, anonymized.text).toBe(200);
  const output = jsonOf<{ pdf: string }>(anonymized).pdf;
  const pixels = await renderPagePixels(
    createNodePdfEngine(),
    new Uint8Array(Buffer.from(output, 'base64')),
    1,
    150 / 72,
  );
  for (const target of fixture.targets) expect(darkFraction(pixels, target)).toBeGreaterThan(0.97);
  expect(foreignRequests()).toEqual([]);
});
