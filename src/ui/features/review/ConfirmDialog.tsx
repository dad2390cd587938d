import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A modal confirmation (the browser's `<dialog>`: backdrop, focus kept inside, Esc cancels),
 * with the safe choice focused first.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  testId,
  children,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  testId: string;
  children: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}) {
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
      className="modal"
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      onClose={onCancel}
    >
      <h2 id={`${testId}-title`}>{title}</h2>
      <p>{children}</p>
      <div className="modal-actions">
        <button type="button" className="button" autoFocus onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button danger"
          data-testid={`${testId}-ok`}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
