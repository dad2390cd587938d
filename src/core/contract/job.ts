import {
  type AnonymizeOptions,
  DEFAULT_ANONYMIZE_OPTIONS,
  DEFAULT_DETECT_OPTIONS,
  type DetectOptions,
} from './options';
import type { BoxLabel } from './box-label';
import type { Entity } from './types';

/** Options of a custom job: the anonymize options plus the free-text instruction. */
export interface CustomOptions extends AnonymizeOptions {
  /** The free-text instruction ("remove every mention of ..."). */
  prompt: string;
  /**
   * `pdf` (default): write the redacted, verified PDF (the API, the CLI); `entities`: only find
   * what the instruction asks for (the review's instruction box, whose entities join the review).
   */
  output: 'pdf' | 'entities';
}

/** Options of a redact-reviewed job: the entities the reviewer decided on, and the rendering. */
export interface RedactReviewedOptions extends Pick<
  AnonymizeOptions,
  | 'dpi'
  | 'imageQuality'
  | 'redactText'
  | 'password'
  | 'maxPages'
  | 'maxPagePixels'
  | 'pageTimeLimitMs'
  | 'searchable'
> {
  /** The entities to black out, as the review left them. */
  entities: Entity[];
  /** `path` reported in `detected_pii` (`memory` when absent). */
  path?: string;
  /** Labels (reason codes) drawn on the black boxes; none when absent. */
  boxLabels?: readonly BoxLabel[];
}

/** Find PII (the detection operations, the review's detection). */
export interface DetectSpec {
  kind: 'detect';
  options: DetectOptions;
}

/** Find PII and write the redacted, verified PDF (the anonymize operations). */
export interface AnonymizeSpec {
  kind: 'anonymize';
  options: AnonymizeOptions;
}

/** Find what a free-text instruction asks for; redact it unless only entities are asked for. */
export interface CustomSpec {
  kind: 'custom';
  options: CustomOptions;
}

/** Write the redacted, verified PDF for entities already decided on (the review's export). */
export interface RedactReviewedSpec {
  kind: 'redact-reviewed';
  options: RedactReviewedOptions;
}

/** What to do with a document, without the document: every operation is one of these. */
export type JobSpec = DetectSpec | AnonymizeSpec | CustomSpec | RedactReviewedSpec;

/** The name of an operation. */
export type JobKind = JobSpec['kind'];

/** A job: what to do, and the PDF to do it on. */
export type Job = JobSpec & { pdf: Uint8Array };

/**
 * A job as a caller writes it: options it leaves out take their defaults (`completeJob`); the
 * prompt and the reviewed entities are never optional.
 */
export type JobRequest =
  | { kind: 'detect'; options?: Partial<DetectOptions> }
  | { kind: 'anonymize'; options?: Partial<AnonymizeOptions> }
  | {
      kind: 'custom';
      options: Partial<AnonymizeOptions> & Pick<CustomOptions, 'prompt' | 'output'>;
    }
  | {
      kind: 'redact-reviewed';
      options: Partial<RedactReviewedOptions> & Pick<RedactReviewedOptions, 'entities'>;
    };

/** The job with every option it left out set to the operation's default. */
export function completeJob(request: JobRequest): JobSpec {
  switch (request.kind) {
    case 'detect':
      return { kind: 'detect', options: { ...DEFAULT_DETECT_OPTIONS, ...request.options } };
    case 'anonymize':
      return { kind: 'anonymize', options: { ...DEFAULT_ANONYMIZE_OPTIONS, ...request.options } };
    case 'custom':
      return { kind: 'custom', options: { ...DEFAULT_ANONYMIZE_OPTIONS, ...request.options } };
    case 'redact-reviewed': {
      const { dpi, imageQuality, redactText } = DEFAULT_ANONYMIZE_OPTIONS;
      return {
        kind: 'redact-reviewed',
        options: { dpi, imageQuality, redactText, ...request.options },
      };
    }
  }
}
