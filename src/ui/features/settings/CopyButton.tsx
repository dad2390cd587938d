import { useState } from 'react';

/** A button that copies `text` to the clipboard and says so for a moment. */
export function CopyButton({
  text,
  label = 'Copy',
  testId,
}: {
  text: string;
  label?: string;
  testId?: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // No clipboard permission: the text stays selectable on the page.
      setCopied(false);
    }
  };
  return (
    <button type="button" onClick={() => void copy()} data-testid={testId}>
      {copied ? 'Copied' : label}
    </button>
  );
}
