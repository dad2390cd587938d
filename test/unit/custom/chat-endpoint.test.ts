import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from '../../../src/core/api/handle-request';
import { API_PATHS, type ApiJobRunner } from '../../../src/core/api/http';
import type { AnonymizeResponse } from '../../../src/core/contract/types';
import { LlmCallError } from '../../../src/core/custom/ports';
import { anonymizeCustom } from '../../../src/core/pipeline/anonymize-custom';
import {
  createChatInstructionModel,
  type ChatEndpointConfig,
} from '../../../src/engines/llm/chat-endpoint';
import { SETTINGS, base64, engine, json, jsonRequest } from '../api/api-kit';
import { expectConformsToOpenApi } from '../api/openapi-kit';
import { replyWith, startChatServer, type Answer, type ChatServer } from './chat-server';
import { buildCustomPdf } from './custom-kit';

let pdf: Uint8Array;
let server: ChatServer | undefined;

beforeAll(async () => {
  pdf = await buildCustomPdf();
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Starts a server answering with `answer` and a model pointed at it. */
async function setUp(answer: Answer, config: Partial<ChatEndpointConfig> = {}) {
  server = await startChatServer(answer);
  const model = createChatInstructionModel({
    baseUrl: server.baseUrl,
    model: 'test-model',
    backoffMs: 10,
    ...config,
  });
  return { server, model };
}

/** The API's custom endpoint answered by the real core with `model` reading the prompt. */
function runnerWith(model: ReturnType<typeof createChatInstructionModel>): ApiJobRunner {
  return {
    run: (job) =>
      anonymizeCustom(
        engine,
        job.pdf,
        job.prompt ?? '',
        job.options,
        {},
        { instructionModel: model },
      ),
  };
}

const SPANS =
  '{"spans": [{"text": "Project Falcon", "label": "project"}, {"text": "Maria Lopez", "label": "name"}]}';

describe('chat endpoint instruction model', () => {
  it('asks for JSON spans and redacts every occurrence of each named text', async () => {
    const { server, model } = await setUp((_n, _req, res) => replyWith(res, SPANS), {
      apiKey: 'sk-local',
    });
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.anonymizeCustom, {
        pdf: base64(pdf),
        prompt: 'remove the project name and the patient',
      }),
      SETTINGS,
      runnerWith(model),
    );
    expect(response.status).toBe(200);
    const body = json<AnonymizeResponse>(response);
    expect(body.detected_pii.entities.map((e) => [e.entity_group, e.word, e.score])).toEqual([
      ['CUSTOM', 'Project Falcon', 0.9],
      ['CUSTOM', 'Maria Lopez', 0.9],
      ['CUSTOM', 'PROJECT FALCON', 0.9],
      ['CUSTOM', 'Projéct Falcon', 0.9],
    ]);
    // One request per page, each with the instruction, the page's text and our settings.
    expect(server.requests).toHaveLength(2);
    const first = server.requests[0]!;
    expect(first.path).toBe('/v1/chat/completions');
    expect(first.headers.authorization).toBe('Bearer sk-local');
    expect(first.body).toMatchObject({ model: 'test-model', temperature: 0 });
    const user = first.body.messages!.find((m) => m.role === 'user')!.content;
    expect(user).toContain('remove the project name and the patient');
    expect(user).toContain('Falconry club');
    expect(server.requests[1]!.body.messages![1]!.content).toContain('Status of PROJECT FALCON');
  });

  it('reads an answer wrapped in a Markdown fence after some prose', async () => {
    const { model } = await setUp((_n, _req, res) =>
      replyWith(res, 'Here you go:\n```json\n[{"text": "Beta", "label": "team"}]\n```'),
    );
    expect(await model.suggestSpans('Alpha and Beta', 'teams')).toEqual([
      { text: 'Beta', label: 'team' },
    ]);
  });

  it('answers 502 LLM_CALL_ERROR when the model answers something that is not the JSON asked for', async () => {
    const { model } = await setUp((_n, _req, res) => replyWith(res, 'I cannot help with that.'));
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.anonymizeCustom, { pdf: base64(pdf), prompt: 'names' }),
      SETTINGS,
      runnerWith(model),
    );
    expect(response.status).toBe(502);
    expectConformsToOpenApi(API_PATHS.anonymizeCustom, response);
    const body = json<{ error_code: string; message: string }>(response);
    expect(body.error_code).toBe('LLM_CALL_ERROR');
    expect(body.message).toMatch(
      /^The chat endpoint at http:\/\/127\.0\.0\.1:\d+\/v1 did not answer with the requested JSON list of spans \(it answered: I cannot help with that\.\)\.$/,
    );
  });

  it('gives up after the timeout with a sentence saying so', async () => {
    const { model } = await setUp(() => undefined, { timeoutMs: 200 });
    await expect(model.suggestSpans('text', 'names')).rejects.toThrow(
      /^The chat endpoint at .* did not answer within 0\.2 s\.$/,
    );
    await expect(model.suggestSpans('text', 'names')).rejects.toBeInstanceOf(LlmCallError);
  });

  it('retries a 429 after the Retry-After delay, then succeeds', async () => {
    const started = Date.now();
    const { server, model } = await setUp((n, _req, res) => {
      if (n === 0) res.writeHead(429, { 'retry-after': '1' }).end('{"error": "slow down"}');
      else replyWith(res, '{"spans": [{"text": "Alpha", "label": "team"}]}');
    });
    expect(await model.suggestSpans('Alpha team', 'teams')).toEqual([
      { text: 'Alpha', label: 'team' },
    ]);
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('retries 500 with back-off and then fails with LLM_CALL_ERROR', async () => {
    const { server, model } = await setUp((_n, _req, res) => res.writeHead(500).end('boom'), {
      maxRetries: 2,
    });
    await expect(model.suggestSpans('text', 'names')).rejects.toThrow(
      /refused the request with HTTP 500 after 3 attempts\.$/,
    );
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a refused key', async () => {
    const { server, model } = await setUp((_n, _req, res) => res.writeHead(401).end());
    await expect(model.suggestSpans('text', 'names')).rejects.toThrow(
      /refused the request with HTTP 401: check the API key\.$/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('says so when the server cannot be reached', async () => {
    const { server } = await setUp(() => undefined);
    const url = server.baseUrl;
    await server.close();
    const model = createChatInstructionModel({ baseUrl: url, model: 'm' });
    await expect(model.suggestSpans('text', 'names')).rejects.toThrow(/could not be reached/);
  });

  it('serves custom tags on the standard endpoints when configured', async () => {
    const { model } = await setUp((_n, _req, res) =>
      replyWith(res, '{"spans": [{"text": "Dr. Alan Reed", "label": "doctor"}]}'),
    );
    const { serveCustomTags } = await import('../../../src/core/custom/custom-tags');
    const { loadDocument } = await import('../../../src/core/document/load-document');
    const source = await engine.open(pdf, {});
    const document = await loadDocument(source);
    await source.close();
    const result = await serveCustomTags(document, ['doctors'], () => [], model);
    expect(result.entities.map((e) => [e.entity_group, e.word])).toEqual([
      ['doctors', 'Dr. Alan Reed'],
    ]);
    expect(result.notes).toEqual([]);
  });
});

describe('fetch relay (the worker reaching the chat endpoint through the page)', () => {
  it('carries the request and the answer, and still times out', async () => {
    const { fetchThroughRelay, pageFetchRelay } =
      await import('../../../src/engines/llm/fetch-relay');
    let silent = false;
    server = await startChatServer((_n, _req, res) => {
      if (!silent) replyWith(res, '[{"text": "Gamma", "label": "team"}]');
    });
    const relayed = createChatInstructionModel(
      { baseUrl: server.baseUrl, model: 'm', apiKey: 'k', timeoutMs: 300 },
      fetchThroughRelay(pageFetchRelay),
    );
    expect(await relayed.suggestSpans('Gamma team', 'teams')).toEqual([
      { text: 'Gamma', label: 'team' },
    ]);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer k');
    silent = true;
    await expect(relayed.suggestSpans('Gamma team', 'teams')).rejects.toThrow(
      /did not answer within 0\.3 s\.$/,
    );
  });
});
