import { useEffect } from 'react';
import { EntityList } from '../features/entities/EntityList';
import { AllowList } from '../features/review/AllowList';
import { FilterBar } from '../features/review/FilterBar';
import { HelpOverlay } from '../features/review/HelpOverlay';
import { ReviewToolbar } from '../features/review/ReviewToolbar';
import { SearchRedact } from '../features/review/SearchRedact';
import { CustomInstruction } from '../features/custom/CustomInstruction';
import { useReviewItems } from '../features/review/use-review-items';
import { useReviewKeys } from '../features/review/use-review-keys';
import { TagLegend } from '../features/entities/TagLegend';
import { MessageBanner } from '../features/errors/MessageBanner';
import { ExportBar } from '../features/export/ExportBar';
import { OpenPanel } from '../features/open/OpenPanel';
import { Viewer } from '../features/pages/Viewer';
import { OcrLanguagePicker } from '../features/open/OcrLanguagePicker';
import { PasswordPrompt } from '../features/open/PasswordPrompt';
import { DetectionNotes } from '../features/review/DetectionNotes';
import { VerificationBadge } from '../features/export/VerificationBadge';
import { ThemeSwitch } from '../features/theme/ThemeSwitch';
import { ProgressPanel } from '../features/progress/ProgressPanel';
import { ApiView } from '../features/api/ApiView';
import { SettingsView } from '../features/settings/SettingsView';
import { PrivacyView } from '../features/privacy/PrivacyView';
import { UpdateBanner } from '../features/update/UpdateBanner';
import { useAppStore } from '../state/store';
import { AppNav } from './AppNav';
import { useHashRoute } from './use-hash-route';
import './app.css';

/** The app shell: the header, and the view the URL hash names. */
export function App() {
  const route = useHashRoute();
  return (
    <div className="app">
      <header className="app-header">
        <h1>Obscura</h1>
        <p className="muted">Find personal data in a PDF and black it out, on this device.</p>
        <AppNav route={route} />
        <ThemeSwitch />
      </header>
      <UpdateBanner />
      {route === 'settings' && <SettingsView />}
      {route === 'api' && <ApiView />}
      {route === 'privacy' && <PrivacyView />}
      {route === 'workspace' && <Workspace />}
    </div>
  );
}

/** The workspace: open a PDF, follow progress, review what was found, export. */
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
  return (
    <main className="app-main">
      <div className="app-controls">
        <OpenPanel />
        <OcrLanguagePicker />
        <PasswordPrompt />
        <MessageBanner />
        <DetectionNotes />
        <ProgressPanel />
      </div>
      {bytes && hasResult && (
        <div className="workspace">
          <div className="workspace-pages">
            <ReviewToolbar />
            <Viewer bytes={bytes} {...(password === undefined ? {} : { password })} />
          </div>
          <aside className="workspace-side" aria-label="Review">
            <ExportBar>
              <VerificationBadge />
            </ExportBar>
            <TagLegend />
            <SearchRedact />
            <CustomInstruction />
            <FilterBar />
            <AllowList />
            <EntityList />
          </aside>
          <HelpOverlay />
        </div>
      )}
    </main>
  );
}
