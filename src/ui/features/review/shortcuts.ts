/** The keyboard shortcuts of the review, as the help overlay lists them. */
export const SHORTCUTS: readonly [keys: string, action: string][] = [
  ['j', 'Next finding (document order)'],
  ['k', 'Previous finding'],
  ['p', 'Preview the export on or off'],
  ['a', 'Redact (accept) the selected entity'],
  ['r', 'Keep (reject) the selected entity'],
  [']', 'Next page'],
  ['[', 'Previous page'],
  ['Ctrl+Z or z', 'Undo'],
  ['Ctrl+Shift+Z or Shift+Z', 'Redo'],
  ['?', 'Show or hide this help'],
  ['Esc', 'Close a dialog, stop drawing'],
];
