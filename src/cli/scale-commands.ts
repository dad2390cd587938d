import { planBatch } from '../batch/plan-batch';
import { runLocalBatch } from '../batch/run-batch';
import { BatchInputError } from '../batch/collect-inputs';
import type { CliCommand } from './parse-cli';
import type { ScaleCommand } from './parse-scale';

/** Where the commands write (the CLI's io). */
interface ScaleIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** True for `serve`, `batch` and `worker`. */
export function isScaleCommand(command: CliCommand): command is ScaleCommand {
  return command.kind === 'serve' || command.kind === 'batch' || command.kind === 'worker';
}

/** Resolves on the first SIGTERM or SIGINT. */
function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const on = (signal: NodeJS.Signals) => {
      process.off('SIGTERM', on);
      process.off('SIGINT', on);
      resolve(signal);
    };
    process.on('SIGTERM', on);
    process.on('SIGINT', on);
  });
}

/** Runs `serve` until a signal, then drains and stops. */
async function serve(command: Extract<ScaleCommand, { kind: 'serve' }>, io: ScaleIo) {
  // Loaded on demand: the single-document commands never pay for the HTTP stack.
  const { startServer } = await import('../server/serve');
  const server = await startServer(command.serve, process.env, (line) => io.stderr(`${line}\n`));
  const signal = await untilSignal();
  io.stderr(`obscura serve: ${signal} received\n`);
  await server.shutdown();
  return 0;
}

/** Runs `serve`, `batch` or `worker`; returns the exit status. */
export async function runScaleCommand(command: ScaleCommand, io: ScaleIo): Promise<number> {
  try {
    if (command.kind === 'serve') return await serve(command, io);
    if (command.kind === 'worker') {
      const { runQueueWorker } = await import('../queue/run-worker');
      return await runQueueWorker(command.worker, io, untilSignal());
    }
    const spec = command.batch;
    const plan = await planBatch(spec);
    if (plan.total === 0) {
      io.stderr('obscura batch: no PDF files found in the inputs given.\n');
      return 1;
    }
    const sink = { write: io.stderr, isTTY: process.stderr.isTTY === true };
    if (spec.queue) {
      const { runQueuedBatch } = await import('../queue/run-queued-batch');
      return await runQueuedBatch(spec, plan, sink);
    }
    return await runLocalBatch(spec, plan, sink);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`obscura ${command.kind}: ${message}\n`);
    return error instanceof BatchInputError ? 2 : 1;
  }
}
