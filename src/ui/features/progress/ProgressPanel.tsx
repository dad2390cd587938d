import { useAppStore } from '../../state/store';
import { overallShare, stepsOf } from './progress-steps';
import './progress.css';

/** An overall bar from the first moment, the list of steps with their own bars, and Cancel. */
export function ProgressPanel() {
  const phase = useAppStore((s) => s.phase);
  const progress = useAppStore((s) => s.progress);
  const cancel = useAppStore((s) => s.cancel);
  if (phase !== 'detecting' && phase !== 'redacting') return null;
  const title = phase === 'detecting' ? 'Finding personal data…' : 'Writing the redacted PDF…';
  const steps = stepsOf(phase, progress);
  const share = overallShare(steps);
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
