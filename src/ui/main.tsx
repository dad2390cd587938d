import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApiBridge } from './services/api-bridge';
import { installBenchHook } from './services/api-bridge-hook';
import { registerApiServiceWorker } from './services/api-bridge-sw';
import { watchForUpdates } from './features/update/update-watch';
import { applyTheme, storedTheme } from './features/theme/theme';

// Before the first paint, so a chosen dark theme never flashes light.
applyTheme(storedTheme());

// The local API: the service worker answers /api/ requests and hands the work to this window.
registerApiServiceWorker();
// A new version waits until the user accepts it (features/update).
watchForUpdates();
const bridge = startApiBridge();
if (bridge) installBenchHook(bridge);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
