import { acceptUpdate, useUpdateAvailable } from './update-watch';

/** Offers the reload that switches to a new version; shown only when one is waiting. */
export function UpdateBanner() {
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <div className="banner" role="status" data-testid="update-banner">
      A new version of Obscura is ready. Your open review is kept.{' '}
      <button type="button" className="button" onClick={acceptUpdate} data-testid="update-reload">
        Reload to update
      </button>
    </div>
  );
}
