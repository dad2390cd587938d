import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

/** A free loopback port (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** True once the server answers PING with PONG. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/**
 * Starts Debian's redis-server on a free loopback port with no persistence (nothing written to
 * disk), and waits until it answers. A missing redis-server fails the test with a sentence.
 */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const proc: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_, reject) => {
    proc.once('error', (e) =>
      reject(
        new Error(`redis-server could not start (apt-get install redis-server): ${e.message}`),
      ),
    );
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (await Promise.race([pings(port), failed])) break;
    if (i > 100) throw new Error('redis-server did not answer within 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGKILL');
      await exited;
    },
  };
}
