import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request the test server received: its headers and parsed JSON body. */
export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: { model?: string; temperature?: number; messages?: { role: string; content: string }[] };
}

/** How the server answers request number `n` (0-based). */
export type Answer = (n: number, request: ReceivedRequest, res: ServerResponse) => void;

/** A small OpenAI-compatible chat server on 127.0.0.1 (CORS open), for the chat-endpoint tests. */
export interface ChatServer {
  baseUrl: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** An OpenAI chat completion body whose message content is `content`. */
export function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

/** Starts the server on a free loopback port; every request is answered by `answer`. */
export async function startChatServer(answer: Answer): Promise<ChatServer> {
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    // Browsers (the e2e tests) send a CORS preflight; answer it without counting it as a call.
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type, authorization',
        })
        .end();
      return;
    }
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const received: ReceivedRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(text || '{}') as ReceivedRequest['body'],
      };
      requests.push(received);
      answer(requests.length - 1, received, res);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Answers 200 with a chat completion carrying `content`. */
export function replyWith(res: ServerResponse, content: string): void {
  res.writeHead(200, { 'content-type': 'application/json' }).end(completion(content));
}
