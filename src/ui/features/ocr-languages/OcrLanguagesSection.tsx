import type { OcrLanguage } from '../../../core/contract/languages';
import { LANGUAGE_NAMES } from './language-names';
import type { LanguageStatus } from './language-status';
import { useOcrLanguages } from './use-ocr-languages';
import './ocr-languages.css';

/** Bytes in one MB, as sizes are shown. */
const MB = 1024 * 1024;

/** What a row says about where its data comes from. */
function describe(status: LanguageStatus): string {
  if (status.source === 'added') {
    const file = status.file;
    return file ? `Added by you: ${file.fileName} (${(file.bytes / MB).toFixed(1)} MB)` : 'Added';
  }
  if (status.source === 'bundled') {
    return status.offline
      ? 'Bundled, downloaded: works offline'
      : 'Bundled, downloaded from this app on first use';
  }
  return 'Not available: add its .traineddata file';
}

/** One language: its name, where its data comes from, and add/remove. */
function LanguageRow({
  status,
  onAdd,
  onRemove,
}: {
  status: LanguageStatus;
  onAdd(file: File): void;
  onRemove(): void;
}) {
  const name = LANGUAGE_NAMES[status.code as OcrLanguage] ?? status.code;
  return (
    <li className="ocr-language" data-testid="ocr-language" data-code={status.code}>
      <span className="ocr-language-name">
        {name} <code>{status.code}</code>
      </span>
      <span
        className={`ocr-language-status ocr-language-${status.source}`}
        data-testid="ocr-language-status"
        data-source={status.source}
        data-offline={status.offline}
      >
        {describe(status)}
      </span>
      <label className="ocr-language-add">
        {status.source === 'added' ? 'Replace file' : 'Add file'}
        <input
          type="file"
          accept=".traineddata,.gz"
          aria-label={`Add ${name} .traineddata file`}
          data-testid="ocr-language-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onAdd(file);
          }}
        />
      </label>
      {status.source === 'added' && (
        <button type="button" onClick={onRemove} data-testid="ocr-language-remove">
          Remove
        </button>
      )}
    </li>
  );
}

/**
 * Settings → OCR languages: which languages scans can be read in, and the user's own
 * `.traineddata` files, kept in this browser (IndexedDB) where the OCR engine finds them.
 */
export function OcrLanguagesSection() {
  const { languages, error, add, remove } = useOcrLanguages();
  return (
    <section aria-labelledby="ocr-languages-title" data-testid="ocr-languages">
      <h3 id="ocr-languages-title">OCR languages</h3>
      <p className="muted">
        Scanned pages are read by OCR in these languages. Bundled data comes from this app (never
        from elsewhere) the first time a language is used, and is then kept in this browser. You can
        add a <code>.traineddata</code> file (tesseract 4 or later) for any of them: it replaces the
        bundled data until you remove it.
      </p>
      {error && (
        <div className="banner banner-error" role="alert" data-testid="ocr-languages-error">
          {error}
        </div>
      )}
      <ul className="ocr-languages">
        {languages?.map((status) => (
          <LanguageRow
            key={status.code}
            status={status}
            onAdd={(file) => void add(status.code, file)}
            onRemove={() => void remove(status.code)}
          />
        ))}
      </ul>
    </section>
  );
}
