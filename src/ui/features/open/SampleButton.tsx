import { useState } from 'react';
import { useAppStore } from '../../state/store';

/** Where the sample letter is served (written by scripts/write-sample-pdf.ts into public/). */
const SAMPLE_URL = `${import.meta.env.BASE_URL}sample-letter.pdf`;

/** Opens a made-up sample letter, so a first visitor can try the review without a file. */
export function SampleButton() {
  const openFile = useAppStore((s) => s.openFile);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    try {
      const response = await fetch(SAMPLE_URL);
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      await openFile(new File([blob], 'sample-letter.pdf', { type: 'application/pdf' }));
    } catch {
      setFailed(true);
    }
  };
  return (
    <p className="sample-line">
      No PDF at hand?{' '}
      <button
        type="button"
        className="button link"
        data-testid="open-sample"
        onClick={() => void open()}
      >
        Try a sample letter
      </button>
      {failed && <span role="alert"> The sample could not be loaded.</span>}
    </p>
  );
}
