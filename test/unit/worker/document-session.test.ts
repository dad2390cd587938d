import { describe, expect, it } from 'vitest';
import { StageTimer } from '../../../src/core/contract/stage-timer';
import type { PdfEngine, PdfSource } from '../../../src/core/platform/ports';
import { DocumentSessions } from '../../../src/worker/document-session';

/** A fake engine whose sources only count opens and closes. */
function fakeEngine() {
  const log: string[] = [];
  const engine: PdfEngine = {
    async open(data) {
      const name = new TextDecoder().decode(data);
      if (name === 'broken') throw new Error('cannot open');
      log.push(`open ${name}`);
      return { pageCount: 1, close: async () => void log.push(`close ${name}`) } as PdfSource;
    },
  };
  return { engine, log };
}

const bytes = (name: string) => new TextEncoder().encode(name);
const timer = () => new StageTimer(Date.now);

describe('the worker document session', () => {
  it('opens a document once for every job on it', async () => {
    const { engine, log } = fakeEngine();
    const sessions = new DocumentSessions(engine);
    for (let i = 0; i < 3; i++) {
      await sessions.use('a', bytes('a'), undefined, timer(), async () => undefined);
    }
    expect(log).toEqual(['open a']);
  });

  it('retires the previous document, closing it only once its running job is done', async () => {
    const { engine, log } = fakeEngine();
    const sessions = new DocumentSessions(engine);
    let finish: () => void = () => undefined;
    const running = sessions.use('a', bytes('a'), undefined, timer(), () => {
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await sessions.use('b', bytes('b'), undefined, timer(), async () => undefined);
    expect(log).toEqual(['open a', 'open b']);
    finish();
    await running;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['open a', 'open b', 'close a']);
    sessions.close();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toContain('close b');
  });

  it('reopens with a password, and leaves no session behind when a document cannot open', async () => {
    const { engine, log } = fakeEngine();
    const sessions = new DocumentSessions(engine);
    await sessions.use('a', bytes('a'), undefined, timer(), async () => undefined);
    await sessions.use('a', bytes('a'), 'secret', timer(), async () => undefined);
    expect(log.filter((l) => l === 'open a')).toHaveLength(2);
    await expect(
      sessions.use('c', bytes('broken'), undefined, timer(), async () => undefined),
    ).rejects.toThrow('cannot open');
    expect(await sessions.document('c')).toBeUndefined();
  });
});
