import { useAppStore } from '../../state/store';

/** What each check looked at, in words a person can weigh. */
const CHECK_WORDS = {
  structure: 'the file opens and has no scripts, forms or attachments',
  text: 'no redacted text can be copied or searched',
  pixels: 'every box is solid black in the page image',
};

/**
 * The verification of the last downloaded PDF, in words: what was checked, and that it says
 * nothing about personal data the review did not mark (the residual check looks for that).
 */
export function VerificationBadge() {
  const report = useAppStore((s) => s.verification);
  if (!report) return null;
  const passed = report.passed;
  return (
    <p
      className={passed ? 'verification is-passed' : 'verification is-failed'}
      data-testid="verification"
      data-passed={passed}
      role="status"
      title={report.checks.map((c) => c.detail).join('\n')}
    >
      {passed ? '✓ Checked: ' : '✗ Verification failed: '}
      {report.checks.map((c) => `${CHECK_WORDS[c.name]}${c.passed ? '' : ' (failed)'}`).join('; ')}.
      {passed && ' This checks the boxes you chose, not what was left unmarked.'}
    </p>
  );
}
