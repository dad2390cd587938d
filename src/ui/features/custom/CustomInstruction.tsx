import { type FormEvent, useId, useState } from 'react';
import { CUSTOM_TAG } from '../../../core/contract/tags';
import { useAppStore } from '../../state/store';
import { ChatEndpointNotice } from '../privacy/ChatEndpointNotice';
import { customPipeline } from './custom-pipeline';
import { wordsQuery } from './words-query';
import './custom.css';

/**
 * "Custom instruction": runs the custom operation on the open document ("remove every mention
 * of Project Falcon and the patient's date of birth") and adds what it found to the review as
 * CUSTOM entities, each of which can then be kept or rejected like any other.
 */
export function CustomInstruction() {
  const file = useAppStore((s) => s.file);
  const searchAndRedact = useAppStore((s) => s.searchAndRedact);
  const busy = useAppStore((s) => s.phase !== 'ready');
  const [prompt, setPrompt] = useState('');
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !prompt.trim()) return;
    setRunning(true);
    setNote('');
    setMessage('Reading the instruction…');
    try {
      const options = {
        path: file.name,
        ...(file.password === undefined ? {} : { password: file.password }),
      };
      const job = customPipeline().detectCustom(
        file.bytes.slice(),
        prompt,
        options,
        () => undefined,
      );
      const { detected_pii } = await job.result;
      setNote(detected_pii.exception);
      const query = wordsQuery(detected_pii.entities.map((e) => e.word));
      setMessage(
        query
          ? await searchAndRedact(query, CUSTOM_TAG)
          : 'Nothing in the document matches the instruction.',
      );
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <form
      className="custom-instruction"
      onSubmit={(e) => void submit(e)}
      aria-label="Custom instruction"
    >
      <label htmlFor={`${id}-prompt`}>Custom instruction</label>
      <textarea
        id={`${id}-prompt`}
        data-testid="custom-prompt"
        rows={2}
        value={prompt}
        placeholder={'e.g. remove every mention of "Project Falcon" and the dates of birth'}
        onChange={(e) => setPrompt(e.target.value)}
      />
      <ChatEndpointNotice />
      <button
        type="submit"
        className="button"
        data-testid="custom-run"
        disabled={busy || running || !prompt.trim()}
      >
        Find and redact
      </button>
      <p className="muted" role="status" data-testid="custom-message">
        {message}
      </p>
      {note && (
        <p className="muted custom-note" data-testid="custom-note">
          {note}
        </p>
      )}
    </form>
  );
}
