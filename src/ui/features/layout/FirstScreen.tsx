import { MessageBanner } from '../errors/MessageBanner';
import { OcrLanguagePicker } from '../open/OcrLanguagePicker';
import { OpenPanel } from '../open/OpenPanel';
import { PasswordPrompt } from '../open/PasswordPrompt';
import { SampleButton } from '../open/SampleButton';
import { ProgressPanel } from '../progress/ProgressPanel';
import { useAppStore } from '../../state/store';
import './layout.css';

/** The three steps, as the first screen shows them. */
const STEPS = [
  ['Open', 'Choose or drop a PDF. It is read on this device and never uploaded.'],
  ['Review', 'Check what was found: redact it, keep it, or draw boxes of your own.'],
  ['Download', 'Save the redacted PDF; it is verified before it is released.'],
] as const;

/** The first screen: a large drop target, a sample to try, the three steps; then progress. */
export function FirstScreen() {
  const busy = useAppStore((s) => s.phase === 'detecting');
  return (
    <main className="app-main first-screen">
      <div className="first-screen-inner">
        <h2 className="first-title">Black out personal data in a PDF, on this device</h2>
        {busy ? (
          <ProgressPanel />
        ) : (
          <>
            <OpenPanel />
            <SampleButton />
          </>
        )}
        <PasswordPrompt />
        <MessageBanner />
        <ol className="steps" aria-label="How it works">
          {STEPS.map(([title, text], i) => (
            <li key={title}>
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <strong>{title}</strong>
              <span className="muted">{text}</span>
            </li>
          ))}
        </ol>
        <OcrLanguagePicker />
      </div>
    </main>
  );
}
