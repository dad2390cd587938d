import { MessageBanner } from '../errors/MessageBanner';
import { PasswordPrompt } from '../open/PasswordPrompt';
import { ProgressPanel } from '../progress/ProgressPanel';
import { DetectionNotes } from '../review/DetectionNotes';
import { DrawBanner } from '../review/DrawBanner';

/** The workspace's messages above the pages: progress, errors, notices, detection notes. */
export function StatusStrip() {
  return (
    <div className="status-strip">
      <PasswordPrompt />
      <MessageBanner />
      <DetectionNotes />
      <ProgressPanel />
      <DrawBanner />
    </div>
  );
}
