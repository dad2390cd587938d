import { Worker } from 'node:worker_threads';
import type { FromThread, RunMessage, RunValue, ToThread } from './thread-protocol';
import { threadEntry } from './thread-entry';

/** A page read waiting for a thread; the main thread may take it back before one starts it. */
export interface PageTask {
  message: Omit<RunMessage, 'id' | 'type'>;
  /** Settles with the thread's value, or undefined when the thread failed (retry locally). */
  result: Promise<RunValue | undefined>;
  /** True once a thread has taken it. */
  started: boolean;
}

interface QueuedTask extends PageTask {
  resolve: (value: RunValue | undefined) => void;
}

interface PageThread {
  worker: Worker;
  /** True once its module has loaded (it said so): tasks wait for a ready thread. */
  ready: boolean;
  /** The task it is running, by message id. */
  running?: { id: number; task: QueuedTask };
  /** Documents it was sent. */
  docs: Set<number>;
}

/**
 * A fixed number of worker threads (page.thread.ts) reading and rendering pages, one task each
 * at a time, fed from one queue in order. Threads start on the first task and keep the process
 * alive only while running a task (an idle pool never holds up exit); a thread that dies fails its task (the caller reads the
 * page itself) and is replaced on the next task.
 */
export class PageThreadPool {
  private readonly threads: PageThread[] = [];
  private readonly queue: QueuedTask[] = [];
  private readonly docs = new Map<number, { data: Uint8Array; password?: string }>();
  private nextId = 1;
  private nextDoc = 1;
  private readonly waiting: (() => void)[] = [];
  /** Reads the threads answered with a value (what tests and benchmarks look at). */
  completed = 0;

  /**
   * `lowPriority`: the threads run at the lowest scheduling priority (nice 19, Linux: per
   * thread), so they only take CPU time the calling thread and V8's helpers leave idle.
   */
  constructor(
    readonly size: number,
    private readonly options: { lowPriority?: boolean } = {},
  ) {}

  /** Starts every thread and resolves once all have loaded (a server warms up with it). */
  async ready(): Promise<void> {
    while (this.threads.length < this.size) this.start();
    // Kept alive while awaited: an unref'd thread alone would let the process exit meanwhile.
    for (const t of this.threads) if (!t.ready) t.worker.ref();
    while (this.threads.some((t) => !t.ready)) await new Promise<void>((r) => this.waiting.push(r));
  }

  /** Registers a document's bytes; threads open it when they first read one of its pages. */
  openDoc(data: Uint8Array, password?: string): number {
    const doc = this.nextDoc++;
    this.docs.set(doc, password === undefined ? { data } : { data, password });
    return doc;
  }

  /** Drops a document's queued tasks and tells the threads to close it. */
  closeDoc(doc: number): void {
    this.docs.delete(doc);
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const task = this.queue[i]!;
      if (task.message.doc !== doc) continue;
      this.queue.splice(i, 1);
      task.resolve(undefined);
    }
    for (const thread of this.threads) {
      if (thread.docs.delete(doc))
        thread.worker.postMessage({ type: 'close', doc } satisfies ToThread);
    }
  }

  /** Queues a page read. */
  submit(message: PageTask['message']): PageTask {
    let resolve!: QueuedTask['resolve'];
    const result = new Promise<RunValue | undefined>((r) => (resolve = r));
    const task: QueuedTask = { message, result, started: false, resolve };
    this.queue.push(task);
    this.pump();
    return task;
  }

  /** Takes a task back before a thread starts it (true when it was still queued). */
  cancel(task: PageTask): boolean {
    const at = this.queue.indexOf(task as QueuedTask);
    if (at < 0) return false;
    this.queue.splice(at, 1);
    (task as QueuedTask).resolve(undefined);
    return true;
  }

  /** Hands queued tasks to idle threads, starting threads up to the pool's size. */
  private pump(): void {
    while (this.queue.length > 0) {
      // A thread still loading takes nothing: meanwhile the caller reads the pages it needs.
      const thread = this.threads.find((t) => t.ready && !t.running);
      if (this.threads.length < this.size) this.start();
      if (!thread) return;
      const task = this.queue.shift()!;
      const { doc } = task.message;
      const bytes = this.docs.get(doc);
      if (!bytes) {
        task.resolve(undefined);
        continue;
      }
      if (!thread.docs.has(doc)) {
        // Each thread gets its own copy: pdf.js detaches the buffer it reads.
        thread.worker.postMessage({ type: 'open', doc, ...bytes } satisfies ToThread);
        thread.docs.add(doc);
      }
      const id = this.nextId++;
      task.started = true;
      thread.running = { id, task };
      // Someone awaits the answer: the thread keeps the process alive until it comes.
      thread.worker.ref();
      thread.worker.postMessage({ type: 'run', id, ...task.message } satisfies ToThread);
    }
  }

  private start(): PageThread {
    const { url, execArgv } = threadEntry('src/engines/node/page.thread.ts');
    const worker = new Worker(url, {
      execArgv,
      workerData: { lowPriority: this.options.lowPriority === true },
    });
    const thread: PageThread = { worker, ready: false, docs: new Set() };
    worker.on('message', (answer: FromThread | 'ready') => {
      if (answer === 'ready') {
        thread.ready = true;
        worker.unref();
        for (const wake of this.waiting.splice(0)) wake();
        this.pump();
        return;
      }
      const running = thread.running;
      if (!running || running.id !== answer.id) return;
      thread.running = undefined;
      worker.unref();
      if ('value' in answer) this.completed++;
      running.task.resolve('value' in answer ? answer.value : undefined);
      this.pump();
    });
    const fail = () => {
      this.threads.splice(this.threads.indexOf(thread), 1);
      thread.running?.task.resolve(undefined);
      thread.running = undefined;
      for (const wake of this.waiting.splice(0)) wake();
      this.pump();
    };
    worker.on('error', fail);
    worker.on('exit', () => {
      if (this.threads.includes(thread)) fail();
    });
    // Listeners ref a worker: unref'd after them, so an idle pool never keeps the process alive.
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  /** Stops every thread (queued tasks settle undefined). */
  async terminate(): Promise<void> {
    for (const task of this.queue.splice(0)) task.resolve(undefined);
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}
