import { main } from '../../src/cli/main';

/** Output and exit status of one in-process CLI run. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process (same code as `npx obscura`) and captures what it prints. */
export async function runCli(...argv: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
  });
  return { code, stdout, stderr };
}
