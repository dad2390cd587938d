import type { StageProgress } from '../../state/app-state';
import type { StageName } from '../../types';
import { STAGE_LABELS } from './stage-labels';

/** The stages each job is expected to run, in order (others appear as they are reported). */
const EXPECTED: Record<'detecting' | 'redacting', StageName[]> = {
  detecting: ['PdfDataToDocument', 'Ner'],
  redacting: ['PdfDataToSingleImage', 'ImageDrawBoxes', 'SingleImageToPdf'],
};

/** One row of the step list. */
export interface Step {
  key: string;
  label: string;
  state: 'done' | 'running' | 'waiting';
  done?: number;
  total?: number;
}

/**
 * The steps of the running job: the expected ones and any the job reports (OCR, visual), each
 * waiting, running or done; for an export, verifying the output is the last step.
 */
export function stepsOf(
  phase: 'detecting' | 'redacting',
  progress: readonly StageProgress[],
): Step[] {
  const names = [...EXPECTED[phase]];
  for (const p of progress) if (!names.includes(p.stage)) names.push(p.stage);
  // Keep the pipeline's order (the contract lists stages in the order they run).
  const order = Object.keys(STAGE_LABELS);
  names.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const last = progress.at(-1)?.stage;
  const steps: Step[] = names.map((stage) => {
    const p = progress.find((s) => s.stage === stage);
    const finished = p !== undefined && (p.done >= p.total || (last !== stage && p.total > 0));
    return {
      key: stage,
      label: STAGE_LABELS[stage],
      state: !p ? 'waiting' : finished ? 'done' : 'running',
      ...(p ? { done: p.done, total: p.total } : {}),
    };
  });
  if (phase === 'redacting') {
    const written = steps.at(-1)?.state === 'done';
    steps.push({
      key: 'verify',
      label: 'Verifying the output',
      state: written ? 'running' : 'waiting',
    });
  }
  return steps;
}

/** How many steps' worth of work is done (a running step counts its share). */
export function overallShare(steps: readonly Step[]): number {
  return steps.reduce((sum, s) => {
    if (s.state === 'done') return sum + 1;
    if (s.state === 'running' && s.total) return sum + (s.done ?? 0) / s.total;
    return sum;
  }, 0);
}
