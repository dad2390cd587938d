import { threadEntry } from '../../engines/node/thread-entry';

/** How to start a thread entry: the module and the Node flags it needs. */
export interface ThreadStart {
  url: URL;
  execArgv: string[];
}

/** The pool thread's entry: compiled when the Node build is fresh, else the source via tsx. */
export function jobThreadStart(): ThreadStart {
  const { url, execArgv } = threadEntry('src/server/pool/job.thread.ts');
  return { url, execArgv };
}
