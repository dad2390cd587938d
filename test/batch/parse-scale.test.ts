import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from '../../src/cli/parse-cli';

describe('serve, batch and worker command lines', () => {
  it('serve: defaults and options', () => {
    const cmd = parseCli(['serve']);
    expect(cmd).toMatchObject({
      kind: 'serve',
      serve: {
        port: 8080,
        host: '127.0.0.1',
        maxBytes: 200 * 1024 * 1024,
        requestTimeoutMs: 300_000,
      },
    });
    const custom = parseCli([
      'serve',
      '--port',
      '9000',
      '--host',
      '0.0.0.0',
      '--workers',
      '3',
      '--max-size',
      '0.5',
      '--api-keys-file',
      'k.txt',
      '--max-pages',
      '10',
    ]);
    expect(custom).toMatchObject({
      kind: 'serve',
      serve: {
        port: 9000,
        host: '0.0.0.0',
        workers: 3,
        queueLimit: 6,
        maxBytes: 512 * 1024,
        apiKeysFile: 'k.txt',
        limits: { maxPages: 10, pageTimeLimitMs: 0 },
      },
    });
  });

  it('batch: inputs, lists, operation, options and the queue', () => {
    const cmd = parseCli([
      'batch',
      'a.pdf',
      'dir',
      '--list',
      'l1',
      '--list',
      'l2',
      '--out',
      'o',
      '--tags',
      'EMAIL',
      '--workers',
      '2',
      '--queue',
      'redis://h:6379',
      '--attempts',
      '5',
    ]);
    expect(cmd).toMatchObject({
      kind: 'batch',
      batch: {
        inputs: ['a.pdf', 'dir'],
        lists: ['l1', 'l2'],
        outDir: 'o',
        operation: 'anonymize',
        workers: 2,
        options: { tags: ['EMAIL'] },
        queue: { url: 'redis://h:6379', name: 'obscura', attempts: 5 },
      },
    });
    expect(
      parseCli(['batch', 'x', '--out', 'o', '--operation', 'custom', '--prompt', 'names']),
    ).toMatchObject({ batch: { operation: 'custom', prompt: 'names' } });
  });

  it('worker: queue, concurrency and lock timings', () => {
    expect(
      parseCli([
        'worker',
        '--queue',
        'redis://127.0.0.1:6380',
        '--concurrency',
        '4',
        '--lock-seconds',
        '5',
      ]),
    ).toMatchObject({
      kind: 'worker',
      worker: {
        queue: { url: 'redis://127.0.0.1:6380', name: 'obscura' },
        concurrency: 4,
        lockSeconds: 5,
        stalledSeconds: 30,
      },
    });
  });

  it.each([
    [['batch', 'x'], /needs --out DIR/],
    [['batch', '--out', 'o'], /needs input files/],
    [['batch', 'x', '--out', 'o', '--operation', 'erase'], /--operation must be/],
    [['batch', 'x', '--out', 'o', '--operation', 'custom'], /needs --prompt/],
    [['batch', 'x', '--out', 'o', '--attempts', '2'], /need --queue/],
    [['batch', 'x', '--out', 'o', '--port', '1'], /--port does not apply to 'batch'/],
    [['serve', '--tags', 'EMAIL'], /--tags does not apply to 'serve'/],
    [['serve', '--port', '70000'], /--port must be at most 65535/],
    [['worker'], /needs --queue/],
    [['worker', '--queue', 'http://x'], /must be a Redis URL/],
    [['worker', '--queue', 'redis://x', '--queue-name', 'a:b'], /--queue-name may use/],
    [['anonymize', 'a.pdf', '--out', 'b.pdf', '--workers', '2'], /--workers belongs to/],
  ])('%j is refused with a sentence', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(UsageError);
    expect(() => parseCli(argv)).toThrow(message);
  });
});
