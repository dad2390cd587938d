import { OCR_LANGUAGES, type OcrLanguage } from '../../../core/contract/languages';
import { useAppStore } from '../../state/store';
import { LANGUAGE_NAMES } from '../ocr-languages/language-names';
import { useOcrLanguages } from '../ocr-languages/use-ocr-languages';

/**
 * The languages OCR reads scanned pages in, chosen before opening a PDF. A language whose data
 * this browser lacks cannot be picked; Settings → OCR languages adds it.
 */
export function OcrLanguagePicker() {
  const chosen = useAppStore((s) => s.ocrLangs);
  const setOcrLangs = useAppStore((s) => s.setOcrLangs);
  const busy = useAppStore((s) => s.phase === 'detecting' || s.phase === 'redacting');
  const { languages } = useOcrLanguages();
  const missing = new Set(languages?.filter((l) => l.source === 'missing').map((l) => l.code));

  const toggle = (code: OcrLanguage, on: boolean) =>
    setOcrLangs(on ? [...chosen, code] : chosen.filter((c) => c !== code));
  return (
    <details className="ocr-picker" data-testid="ocr-picker">
      <summary>
        OCR languages for scanned pages:{' '}
        <span data-testid="ocr-picker-summary">
          {chosen.map((c) => LANGUAGE_NAMES[c]).join(', ')}
        </span>
      </summary>
      <fieldset disabled={busy}>
        <legend className="visually-hidden">OCR languages</legend>
        {OCR_LANGUAGES.map((code) => (
          <label key={code} className="ocr-picker-option">
            <input
              type="checkbox"
              data-testid={`ocr-lang-${code}`}
              checked={chosen.includes(code)}
              disabled={missing.has(code) || (chosen.length === 1 && chosen[0] === code)}
              onChange={(e) => toggle(code, e.target.checked)}
            />{' '}
            {LANGUAGE_NAMES[code]}
            {missing.has(code) && (
              <span className="muted"> (no data: add it in Settings → OCR languages)</span>
            )}
          </label>
        ))}
      </fieldset>
      <p className="muted">Applies to the next PDF you open.</p>
    </details>
  );
}
