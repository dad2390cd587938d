import type { ProgressEvent } from '../types';
import type { StageProgress } from './app-state';

/** Records a progress event: updates its stage's counts, or appends a newly started stage. */
export function applyProgress(stages: StageProgress[], event: ProgressEvent): StageProgress[] {
  const next = { stage: event.stage, done: event.done, total: event.total };
  const index = stages.findIndex((s) => s.stage === event.stage);
  if (index < 0) return [...stages, next];
  return stages.map((s, i) => (i === index ? next : s));
}
