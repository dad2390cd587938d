import { useCallback, useEffect, useState } from 'react';
import {
  type InstructionWay,
  loadInstructionWay,
  saveInstructionWay,
} from '../../../shared/storage/instruction-way';

/** The stored way of reading instructions, and an action that replaces it. */
export function useInstructionWay() {
  const [way, setWay] = useState<InstructionWay>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    loadInstructionWay()
      .then((stored) => live && setWay(stored))
      .catch((e: unknown) => live && setError(`The setting could not be read: ${String(e)}`));
    return () => {
      live = false;
    };
  }, []);
  const save = useCallback(async (next: InstructionWay) => {
    try {
      await saveInstructionWay(next);
      setWay(next);
      setError(undefined);
    } catch (e) {
      setError(`The setting could not be saved: ${String(e)}`);
    }
  }, []);
  return { way, error, save };
}
