import { CopyButton } from './CopyButton';

/** The API key with Copy and, where allowed, Replace. */
export function ApiKeyField({
  apiKey,
  onReplace,
}: {
  apiKey: string | undefined;
  onReplace?: () => void;
}) {
  return (
    <div className="api-key-field">
      <code className="api-key" data-testid="api-key">
        {apiKey ?? '…'}
      </code>
      {apiKey && <CopyButton text={apiKey} testId="copy-api-key" />}
      {onReplace && (
        <button type="button" onClick={onReplace} data-testid="replace-api-key">
          Replace
        </button>
      )}
    </div>
  );
}
