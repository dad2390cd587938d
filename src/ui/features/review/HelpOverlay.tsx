import { useEffect, useRef } from 'react';
import { useAppStore } from '../../state/store';
import { SHORTCUTS } from './shortcuts';

/** The list of keyboard shortcuts, as a modal dialog. */
export function HelpOverlay() {
  const open = useAppStore((s) => s.helpOpen);
  const setHelpOpen = useAppStore((s) => s.setHelpOpen);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="help-overlay"
      data-testid="help-overlay"
      aria-labelledby="help-title"
      onClose={() => setHelpOpen(false)}
    >
      <h2 id="help-title">Keyboard shortcuts</h2>
      <table>
        <tbody>
          {SHORTCUTS.map(([keys, action]) => (
            <tr key={keys}>
              <th scope="row">
                <kbd>{keys}</kbd>
              </th>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button" onClick={() => setHelpOpen(false)}>
        Close
      </button>
    </dialog>
  );
}
