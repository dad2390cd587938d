import { useAppStore } from '../../state/store';

/** Names of the checks, as the badge lists them. */
const CHECK_NAMES = { structure: 'structure', text: 'no hidden text', pixels: 'black boxes' };

/**
 * The verification of the last downloaded PDF: it was opened again and its structure, text
 * and pixels checked before release. A failure is reported as an error (nothing downloaded).
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
      {passed ? '✓ Verified: ' : '✗ Verification failed: '}
      {report.checks
        .map((c) => `${CHECK_NAMES[c.name]} ${c.passed ? 'passed' : 'failed'}`)
        .join(', ')}
    </p>
  );
}
