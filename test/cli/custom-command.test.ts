import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetectResponse } from '../../src/core/contract/types';
import { loadDocument } from '../../src/core/document/load-document';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { replyWith, startChatServer } from '../unit/custom/chat-server';
import { buildCustomPdf } from '../unit/custom/custom-kit';
import { runCli } from './run-cli';

let dir: string;
let input: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'obscura-custom-'));
  input = join(dir, 'notes.pdf');
  writeFileSync(input, await buildCustomPdf());
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('obscura custom', () => {
  it('redacts what the prompt asks for and writes the CUSTOM entities as JSON', async () => {
    const out = join(dir, 'out.pdf');
    const json = join(dir, 'out.json');
    const run = await runCli(
      'custom',
      input,
      '--prompt',
      'all mentions of "Project Falcon" and the pattern /AB-\\d+/',
      '--out',
      out,
      '--json',
      json,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('5 entities redacted');
    const body = JSON.parse(readFileSync(json, 'utf8')) as DetectResponse;
    expect(body.detected_pii.path).toBe('notes.pdf');
    expect(body.detected_pii.entities.map((e) => [e.entity_group, e.word])).toEqual([
      ['CUSTOM', 'Project Falcon'],
      ['CUSTOM', 'AB-1234'],
      ['CUSTOM', 'AB-99'],
      ['CUSTOM', 'PROJECT FALCON'],
      ['CUSTOM', 'Projéct Falcon'],
    ]);
    const engine = createNodePdfEngine();
    const source = await engine.open(new Uint8Array(readFileSync(out)), {});
    const text = (await loadDocument(source)).text;
    await source.close();
    expect(text).not.toMatch(/AB-\d|Falcon\b|FALCON/);
    expect(text).toContain('Falconry');
  });

  it('needs a prompt and an output file', async () => {
    const noPrompt = await runCli('custom', input, '--out', join(dir, 'x.pdf'));
    expect(noPrompt.code).toBe(2);
    expect(noPrompt.stderr).toContain("'custom' needs --prompt");
    const noOut = await runCli('custom', input, '--prompt', 'names');
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain("'custom' needs --out OUT.pdf.");
  });

  it('prints the LLM_CALL_ERROR body and exits 1 when the chat endpoint answers nonsense', async () => {
    const server = await startChatServer((_n, _req, res) => replyWith(res, 'no idea'));
    try {
      const run = await runCli(
        'custom',
        input,
        '--prompt',
        'names',
        '--out',
        join(dir, 'llm.pdf'),
        '--llm-url',
        server.baseUrl,
        '--llm-model',
        'test-model',
      );
      expect(run.code).toBe(1);
      const body = JSON.parse(run.stderr) as { error_code: string; message: string };
      expect(body.error_code).toBe('LLM_CALL_ERROR');
      expect(body.message).toContain('did not answer with the requested JSON list of spans');
    } finally {
      await server.close();
    }
  });
});

describe('--custom-tags on detect', () => {
  it('serves a kind and a label=/regex/ tag, and names the tag it cannot serve', async () => {
    const run = await runCli(
      'detect',
      input,
      '--tags',
      'EMAIL',
      '--custom-tags',
      'telephone numbers,code=/AB-\\d+/,project codenames',
    );
    expect(run.code, run.stderr).toBe(0);
    const body = JSON.parse(run.stdout) as DetectResponse;
    expect(body.detected_pii.entities.map((e) => [e.entity_group, e.word])).toEqual([
      ['telephone numbers', '+1 415 555 0132'],
      ['code', 'AB-1234'],
      ['code', 'AB-99'],
    ]);
    expect(body.detected_pii.exception).toContain("'project codenames'");
  });

  it('asks the chat endpoint for the other tags when one is given', async () => {
    const server = await startChatServer((_n, _req, res) =>
      replyWith(res, '{"spans": [{"text": "Falconry club", "label": "club"}]}'),
    );
    try {
      const run = await runCli(
        'detect',
        input,
        '--tags',
        'EMAIL',
        '--custom-tags',
        'clubs',
        '--llm-url',
        server.baseUrl,
        '--llm-model',
        'test-model',
      );
      expect(run.code, run.stderr).toBe(0);
      const body = JSON.parse(run.stdout) as DetectResponse;
      expect(body.detected_pii.entities.map((e) => [e.entity_group, e.word])).toEqual([
        ['clubs', 'Falconry club'],
      ]);
      expect(server.requests[0]!.body.messages![1]!.content).toContain('Find every clubs');
    } finally {
      await server.close();
    }
  });
});
