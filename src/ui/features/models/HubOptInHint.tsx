import { useEffect, useState } from 'react';
import { loadHubOptIn } from '../../../shared/storage/hub-opt-in';

/**
 * Says, before anyone presses Download, that downloads need the Privacy opt-in: the page's
 * content security policy blocks the model hub until the user allows it and reloads.
 */
export function HubOptInHint() {
  const [allowed, setAllowed] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadHubOptIn()
      .then((value) => live && setAllowed(value))
      .catch(() => live && setAllowed(false));
    return () => {
      live = false;
    };
  }, []);
  if (allowed !== false) return null;
  return (
    <p className="banner" data-testid="hub-opt-in-hint">
      Downloads from the model hub are blocked until you allow them under{' '}
      <a href="#/privacy">Privacy</a> and reload the page. Models picked from files work without it.
    </p>
  );
}
