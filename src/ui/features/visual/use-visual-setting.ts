import { useEffect, useState } from 'react';
import { loadVisualSetting, saveVisualSetting } from '../../../shared/storage/visual-detection';

/** The "Detect signatures, faces and codes" setting: its value (undefined while loading) and a setter. */
export function useVisualSetting(): {
  on: boolean | undefined;
  error: string | undefined;
  setOn: (on: boolean) => void;
} {
  const [on, setValue] = useState<boolean | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadVisualSetting()
      .then((value) => live && setValue(value))
      .catch(() => live && setError('The setting could not be read from this browser’s storage.'));
    return () => {
      live = false;
    };
  }, []);
  const setOn = (next: boolean) => {
    setValue(next);
    saveVisualSetting(next).catch(() => {
      setValue(!next);
      setError('The setting could not be saved in this browser’s storage.');
    });
  };
  return { on, error, setOn };
}
