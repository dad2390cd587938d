import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AppErrorBody, DetailErrorBody } from '../../src/core/contract/types';

/** One anonymization to run in the child process. */
export interface IsolatedJob {
  id: number;
  pdf: Uint8Array;
  dpi: number;
  searchable: boolean;
  /** The core's limit on one page's render time (0: none). */
  pageTimeLimitMs: number;
  /** Strings that must not be found in the output (text or decompressed bytes). */
  forbidden: string[];
}

/** What happened to one job. */
export type IsolatedResult =
  | {
      id: number;
      outcome: 'processed';
      status: 200;
      pages: number;
      entities: number;
      hiddenCharacters: number;
      exception: string;
      verified: boolean;
      /** Forbidden strings found in the output's text or decompressed bytes. */
      leaks: string[];
      /** How many forbidden strings the input itself shows there (the search can find them). */
      shown: number;
      ms: number;
    }
  | {
      id: number;
      outcome: 'refused';
      status: number;
      body: DetailErrorBody | AppErrorBody;
      ms: number;
    }
  | { id: number; outcome: 'timed out' | 'crashed'; status: 0; detail: string; ms: number };

const JOB_SCRIPT = fileURLToPath(new URL('./isolated-job.ts', import.meta.url));

/**
 * Runs anonymizations in a child process with a time bound each: a job past its bound, or one
 * that kills the child, is reported as such and the child is replaced, so one hostile document
 * can neither hang nor crash the caller (the same guarantee the app gets by replacing a worker).
 */
export class IsolatedRunner {
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private nextId = 1;

  /** Starts the child if there is none (tsx loads the TypeScript sources). */
  private start(): Promise<void> {
    if (this.child && this.ready) return this.ready;
    const child = fork(JOB_SCRIPT, [], {
      execArgv: ['--import', 'tsx', '--max-old-space-size=2048'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.child = child;
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (m: unknown) => {
        if ((m as { ready?: boolean }).ready) {
          child.off('message', onMessage);
          resolve();
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`The job process exited on start (${code}).`)));
    });
    return this.ready;
  }

  /** Kills the child (the next job starts a fresh one). */
  stop(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
    this.ready = undefined;
  }

  /** Runs one job within `timeoutMs` (time to start a fresh child not counted). */
  async run(job: Omit<IsolatedJob, 'id'>, timeoutMs: number): Promise<IsolatedResult> {
    await this.start();
    const child = this.child!;
    const id = this.nextId++;
    const started = performance.now();
    return new Promise<IsolatedResult>((resolve) => {
      let stderr = '';
      const onStderr = (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000));
      const finish = (result: IsolatedResult) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.stderr?.off('data', onStderr);
        resolve(result);
      };
      const onMessage = (m: unknown) => {
        if ((m as IsolatedResult).id === id) finish(m as IsolatedResult);
      };
      const onExit = (code: number | null, signal: string | null) => {
        this.child = undefined;
        this.ready = undefined;
        finish({
          id,
          outcome: 'crashed',
          status: 0,
          detail: `The job process died (${signal ?? `exit ${code}`}): ${stderr.trim().slice(-300)}`,
          ms: performance.now() - started,
        });
      };
      const timer = setTimeout(() => {
        child.off('exit', onExit);
        this.stop();
        finish({
          id,
          outcome: 'timed out',
          status: 0,
          detail: `No answer within ${timeoutMs} ms; the job process was replaced.`,
          ms: performance.now() - started,
        });
      }, timeoutMs);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.stderr?.on('data', onStderr);
      child.send({ ...job, id });
    });
  }
}
