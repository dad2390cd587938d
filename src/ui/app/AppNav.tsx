import { ThemeSwitch } from '../features/theme/ThemeSwitch';
import { ROUTE_HASHES, type Route } from './use-hash-route';

/** Labels of the header's main links (user pages first; developer pages under More). */
const LABELS: Partial<Record<Route, string>> = {
  workspace: 'Redact',
  settings: 'Settings',
  privacy: 'Privacy',
};

/** The header's navigation: the workspace and user settings, then a More menu (Local API, theme). */
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
      <details className="menu" data-testid="nav-more">
        <summary>More</summary>
        <div className="menu-items">
          <a
            href={ROUTE_HASHES.api}
            aria-current={route === 'api' ? 'page' : undefined}
            data-testid="nav-api"
          >
            Local API (for developers)
          </a>
          <ThemeSwitch />
        </div>
      </details>
    </nav>
  );
}
