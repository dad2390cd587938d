import { useApiStatus } from './use-api-status';

/** Sentences for each status. */
const TEXT = {
  starting: 'Starting the local API…',
  ready: 'The local API is answering requests from pages of this origin.',
  unsupported: 'This browser has no service workers: the local API is not available.',
  failed: 'The local API could not start (see the console).',
} as const;

/** One line saying whether the local API is running (tests wait for `data-state="ready"`). */
export function ApiStatusLine() {
  const status = useApiStatus();
  return (
    <p
      className={status === 'ready' ? 'muted' : 'banner'}
      role="status"
      data-testid="api-status"
      data-state={status}
    >
      {TEXT[status]}
    </p>
  );
}
