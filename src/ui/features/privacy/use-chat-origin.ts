import { useEffect, useState } from 'react';
import { chatEndpointOrigin } from '../../../shared/storage/instruction-way';

/** The origin of the saved chat endpoint (undefined when none is saved or while it loads). */
export function useChatOrigin(): string | undefined {
  const [origin, setOrigin] = useState<string>();
  useEffect(() => {
    let live = true;
    chatEndpointOrigin().then(
      (value) => live && setOrigin(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return origin;
}
