import { ROUTE_HASHES, type Route } from './use-hash-route';

/** Labels of the header's links. */
const LABELS: Record<Route, string> = {
  workspace: 'Redact',
  api: 'Local API',
  settings: 'Settings',
  privacy: 'Privacy',
};

/** The header's navigation between the workspace, the API page and Settings. */
export function AppNav({ route }: { route: Route }) {
  return (
    <nav className="app-nav" aria-label="Views">
      {(Object.keys(LABELS) as Route[]).map((r) => (
        <a
          key={r}
          href={ROUTE_HASHES[r]}
          aria-current={r === route ? 'page' : undefined}
          data-testid={`nav-${r}`}
        >
          {LABELS[r]}
        </a>
      ))}
    </nav>
  );
}
