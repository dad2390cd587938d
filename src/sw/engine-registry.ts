import {
  ENGINE_PROTOCOL_VERSION,
  type EngineHelloMessage,
} from '../shared/protocols/engine-protocol';

declare const self: ServiceWorkerGlobalScope;

/** How often windows are asked again while the runner waits for an engine. */
const HELLO_INTERVAL_MS = 500;

/** Resolves after `ms` milliseconds. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The windows that announced themselves as engines, and how many jobs each is running.
 * The browser may stop an idle service worker and forget this memory; the next job then asks
 * every window (`hello`) and the engines announce themselves again.
 */
export class EngineRegistry {
  private readonly known = new Map<string, number>();
  private waiters: (() => void)[] = [];

  /** Records that the window `clientId` can run jobs. */
  announce(clientId: string): void {
    if (!this.known.has(clientId)) this.known.set(clientId, 0);
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Forgets a window (it closed or stopped answering). */
  forget(clientId: string): void {
    this.known.delete(clientId);
  }

  /** Counts a job sent to `clientId`; `done` undoes it. */
  begin(clientId: string): () => void {
    this.known.set(clientId, (this.known.get(clientId) ?? 0) + 1);
    return () => {
      const load = this.known.get(clientId);
      if (load !== undefined) this.known.set(clientId, Math.max(0, load - 1));
    };
  }

  /** The least busy engine window still open, waiting up to `waitMs` for one to announce. */
  async pick(waitMs: number): Promise<Client | undefined> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const alive = await this.alive();
      if (alive.length > 0) {
        alive.sort((a, b) => (this.known.get(a.id) ?? 0) - (this.known.get(b.id) ?? 0));
        return alive[0];
      }
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      await this.askWindows(Math.min(left, HELLO_INTERVAL_MS));
    }
  }

  /** Known engines whose window still exists; closed ones are forgotten. */
  private async alive(): Promise<Client[]> {
    const clients = await Promise.all([...this.known.keys()].map((id) => self.clients.get(id)));
    const alive: Client[] = [];
    for (const [i, id] of [...this.known.keys()].entries()) {
      const client = clients[i];
      if (client) alive.push(client);
      else this.known.delete(id);
    }
    return alive;
  }

  /** Sends `hello` to every window of the origin and waits for an announcement (or `ms`). */
  private async askWindows(ms: number): Promise<void> {
    const announced = new Promise<void>((resolve) => this.waiters.push(resolve));
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const hello: EngineHelloMessage = {
      type: 'obscura-engine-hello',
      version: ENGINE_PROTOCOL_VERSION,
    };
    for (const window of windows) window.postMessage(hello);
    await Promise.race([announced, sleep(ms)]);
  }
}
