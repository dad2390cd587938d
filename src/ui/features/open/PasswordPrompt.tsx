import { useState } from 'react';
import { useAppStore } from '../../state/store';

/** Asks for the password of an encrypted PDF and opens it; says so when one was wrong. */
export function PasswordPrompt() {
  const needed = useAppStore((s) => s.passwordNeeded);
  const name = useAppStore((s) => s.file?.name);
  const unlock = useAppStore((s) => s.unlock);
  const [password, setPassword] = useState('');
  if (!needed) return null;
  return (
    <form
      className="password-prompt"
      data-testid="password-prompt"
      onSubmit={(e) => {
        e.preventDefault();
        void unlock(password);
        setPassword('');
      }}
    >
      <p>
        <strong>{name ?? 'This PDF'}</strong> is encrypted. Enter its password to open it; the
        password stays on this device and is not saved.
      </p>
      {needed.wrong && (
        <p className="banner banner-error" role="alert" data-testid="password-wrong">
          That password is not correct. Try again.
        </p>
      )}
      <label>
        Password{' '}
        <input
          type="password"
          data-testid="password-input"
          autoComplete="off"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>{' '}
      <button type="submit" className="button primary" data-testid="password-submit">
        Open
      </button>
    </form>
  );
}
