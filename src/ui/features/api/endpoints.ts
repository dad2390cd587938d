import { API_PATHS, type ApiPath } from '../../../core/api/http';

/** One endpoint as the API page describes it. */
export interface EndpointInfo {
  path: ApiPath;
  /** `json`: base64 PDF in a JSON body; `multipart`: a file upload. */
  input: 'json' | 'multipart';
  /** What comes back: JSON, or the redacted PDF itself. */
  output: 'json' | 'pdf';
  /** Whether the endpoint accepts `redact_text` (the anonymize ones). */
  redacts: boolean;
  summary: string;
}

/** The endpoints served locally, in the order the page lists them. */
export const ENDPOINTS: readonly EndpointInfo[] = [
  {
    path: API_PATHS.detectBase64,
    input: 'json',
    output: 'json',
    redacts: false,
    summary: 'Finds PII in a base64 PDF; answers the entities with their boxes, and timings.',
  },
  {
    path: API_PATHS.detectFile,
    input: 'multipart',
    output: 'json',
    redacts: false,
    summary: 'Finds PII in an uploaded PDF (multipart field `pdf`); answers entities and timings.',
  },
  {
    path: API_PATHS.anonymizeBase64,
    input: 'json',
    output: 'json',
    redacts: true,
    summary:
      'Finds and blacks out PII in a base64 PDF; answers the redacted PDF as base64 and the entities.',
  },
  {
    path: API_PATHS.anonymizeFile,
    input: 'multipart',
    output: 'pdf',
    redacts: true,
    summary: 'Finds and blacks out PII in an uploaded PDF; answers the redacted PDF itself.',
  },
];
