import { useAppStore } from '../../state/store';
import type { StageProgress } from '../../state/app-state';
import type { StageName } from '../../types';
import { STAGE_LABELS } from './stage-labels';
import './progress.css';

/** The stages each job is expected to run, in order (others appear as they are reported). */
const EXPECTED: Record<'detecting' | 'redacting', StageName[]> = {
  detecting: ['PdfDataToDocument', 'Ner'],
  redacting: ['PdfDataToSingleImage', 'ImageDrawBoxes', 'SingleImageToPdf'],
};

/** One row of the step list. */
interface Step {
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
function stepsOf(phase: 'detecting' | 'redacting', progress: readonly StageProgress[]): Step[] {
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

/** An overall bar from the first moment, the list of steps with their own bars, and Cancel. */
export function ProgressPanel() {
  const phase = useAppStore((s) => s.phase);
  const progress = useAppStore((s) => s.progress);
  const cancel = useAppStore((s) => s.cancel);
  if (phase !== 'detecting' && phase !== 'redacting') return null;
  const title = phase === 'detecting' ? 'Finding personal data…' : 'Writing the redacted PDF…';
  const steps = stepsOf(phase, progress);
  const share = steps.reduce((sum, s) => {
    if (s.state === 'done') return sum + 1;
    if (s.state === 'running' && s.total) return sum + (s.done ?? 0) / s.total;
    return sum;
  }, 0);
  return (
    <section
      className="progress-panel"
      data-testid="progress"
      aria-label="Progress"
      aria-busy="true"
    >
      <div className="progress-head">
        <h2>{title}</h2>
        <button type="button" className="button" onClick={cancel}>
          Cancel
        </button>
      </div>
      {/* Indeterminate until the first stage reports: something moves from the first moment. */}
      <progress
        className="progress-overall"
        data-testid="progress-overall"
        aria-label="Overall progress"
        {...(progress.length === 0 ? {} : { value: share, max: steps.length })}
      />
      <ol className="stage-list">
        {steps.map((step) => (
          <li key={step.key} data-stage={step.key} data-state={step.state}>
            <span className="stage-label">
              <span aria-hidden="true">
                {step.state === 'done' ? '✓ ' : step.state === 'running' ? '▸ ' : '· '}
              </span>
              {step.label}
            </span>
            {step.total !== undefined ? (
              <progress value={step.done} max={Math.max(step.total, 1)} aria-label={step.label} />
            ) : (
              <span className="muted">{step.state === 'running' ? 'running…' : 'waiting'}</span>
            )}
            <span className="muted stage-count">
              {step.total !== undefined ? `${step.done} / ${step.total}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
