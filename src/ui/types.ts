/** The core contract types the UI works with, re-exported so features import from one place. */
export type { DetectOptions } from '../core/contract/options';
export type { DetectedPii, DetectResponse, Entity, Box, StageName } from '../core/contract/types';
export type { ProgressEvent } from '../core/pipeline/progress';
