import { useEffect } from 'react';
import { ApiView } from '../features/api/ApiView';
import { FirstScreen } from '../features/layout/FirstScreen';
import { ReviewPanel } from '../features/layout/ReviewPanel';
import { StatusStrip } from '../features/layout/StatusStrip';
import { pickFile } from '../features/open/OpenPanel';
import { OpenConfirm, requestOpen } from '../features/open/OpenAnother';
import { Viewer } from '../features/pages/Viewer';
import { PrivacyView } from '../features/privacy/PrivacyView';
import { HelpOverlay } from '../features/review/HelpOverlay';
import { ReviewToolbar } from '../features/review/ReviewToolbar';
import { useReviewItems } from '../features/review/use-review-items';
import { useReviewKeys } from '../features/review/use-review-keys';
import { SettingsView } from '../features/settings/SettingsView';
import { UpdateBanner } from '../features/update/UpdateBanner';
import { useAppStore } from '../state/store';
import { AppNav } from './AppNav';
import { useHashRoute } from './use-hash-route';
import './app.css';

/** The app shell: a compact header (name, open file, views), and the view the URL hash names. */
export function App() {
  const route = useHashRoute();
  const fileName = useAppStore((s) => (s.review ? s.file?.name : undefined));
  return (
    <div className="app">
      <header className="app-header">
        <h1 className="brand">Obscura</h1>
        {route === 'workspace' && fileName && (
          <p className="file-title" data-testid="file-title" title={fileName}>
            {fileName}
          </p>
        )}
        <AppNav route={route} />
      </header>
      <UpdateBanner />
      {route === 'settings' && <SettingsView />}
      {route === 'api' && <ApiView />}
      {route === 'privacy' && <PrivacyView />}
      {route === 'workspace' && <Workspace />}
    </div>
  );
}

/** The workspace: the first screen until a review is ready, then the pages and the list. */
function Workspace() {
  const bytes = useAppStore((s) => s.file?.bytes);
  const password = useAppStore((s) => s.file?.password);
  const hasResult = useAppStore((s) => s.review !== undefined);
  const restoreSaved = useAppStore((s) => s.restoreSaved);
  const { visible } = useReviewItems();
  useReviewKeys(visible);
  useEffect(() => {
    void restoreSaved();
  }, [restoreSaved]);
  if (!bytes || !hasResult) return <FirstScreen />;
  return (
    // A PDF dropped anywhere on the workspace opens (asking first when decisions are unsaved).
    <main
      className="app-main workspace"
      data-testid="drop-zone"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        requestOpen(pickFile(event.dataTransfer.files));
      }}
    >
      <div className="workspace-pages">
        <StatusStrip />
        <Viewer
          bytes={bytes}
          {...(password === undefined ? {} : { password })}
          tools={<ReviewToolbar />}
        />
      </div>
      <ReviewPanel />
      <HelpOverlay />
      <OpenConfirm />
    </main>
  );
}
