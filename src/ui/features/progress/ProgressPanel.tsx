import { useAppStore } from '../../state/store';
import { STAGE_LABELS } from './stage-labels';
import './progress.css';

/** One bar per stage of the running job, and the Cancel button. */
export function ProgressPanel() {
  const phase = useAppStore((s) => s.phase);
  const progress = useAppStore((s) => s.progress);
  const cancel = useAppStore((s) => s.cancel);
  if (phase !== 'detecting' && phase !== 'redacting') return null;
  const title = phase === 'detecting' ? 'Finding personal data…' : 'Writing the redacted PDF…';
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
      {progress.length === 0 && <p className="muted">Starting…</p>}
      <ol className="stage-list">
        {progress.map(({ stage, done, total }) => (
          <li key={stage} data-stage={stage}>
            <span className="stage-label">{STAGE_LABELS[stage]}</span>
            <progress value={done} max={Math.max(total, 1)} aria-label={STAGE_LABELS[stage]} />
            <span className="muted stage-count">
              {done} / {total}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
