import { useAppStore } from '../../state/store';

/** The current error as an alert, or a quiet status line (e.g. after a cancel). */
export function MessageBanner() {
  const error = useAppStore((s) => s.error);
  const notice = useAppStore((s) => s.notice);
  if (error) {
    return (
      <div className="banner banner-error" role="alert" data-testid="error">
        {error}
      </div>
    );
  }
  if (notice) {
    return (
      <div className="banner" role="status">
        {notice}
      </div>
    );
  }
  return null;
}
