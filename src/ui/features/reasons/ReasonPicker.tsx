import { reasonSet } from '../../../core/review/reason-codes';
import { useAppStore } from '../../state/store';

/** The reason code of one finding, from the chosen set; nothing when reason codes are off. */
export function ReasonPicker({ id, label }: { id: string; label: string }) {
  const setId = useAppStore((s) => s.reasonSet);
  const reason = useAppStore((s) => s.review?.present.reasons?.[id] ?? '');
  const setReason = useAppStore((s) => s.setReason);
  const set = reasonSet(setId);
  if (set.codes.length === 0) return null;
  return (
    <select
      className="reason-picker"
      data-testid="reason"
      aria-label={`Reason for redacting ${label}`}
      value={reason}
      onChange={(e) => setReason([id], e.target.value || undefined)}
    >
      <option value="">Reason…</option>
      {set.codes.map(([code, meaning]) => (
        <option key={code} value={code} title={meaning}>
          {code}
        </option>
      ))}
      {reason && !set.codes.some(([c]) => c === reason) && <option value={reason}>{reason}</option>}
    </select>
  );
}
