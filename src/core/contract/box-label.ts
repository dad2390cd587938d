/**
 * A label drawn on one black box of the export (a reason code such as "b(6)"): the box's place
 * in points (top-left origin, as `Box`) and the label's text. It never carries the box's
 * redacted text: a label is visible output, not personal data.
 */
export interface BoxLabel {
  /** 1-based page number. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The visible label, printable ASCII (the standard Helvetica font draws it). */
  label: string;
}
