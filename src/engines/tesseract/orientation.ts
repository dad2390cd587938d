/** What tesseract.js's `detect()` (OSD) reports that orientation needs. */
export interface OsdReport {
  orientation_degrees: number | null;
  orientation_confidence: number | null;
}

/** Below this OSD confidence the page is read as it is (OSD guesses on pages with little text). */
const MIN_CONFIDENCE = 1;

/**
 * The clockwise turn that makes a page's text upright. Tesseract reports how far the text is
 * turned counter-clockwise from upright; turning the image clockwise by that amount undoes it
 * (measured: a page turned 90 degrees clockwise reports 270).
 */
export function uprightRotation(report: OsdReport): number {
  const degrees = report.orientation_degrees;
  if (degrees === null || (report.orientation_confidence ?? 0) < MIN_CONFIDENCE) return 0;
  const normalised = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return normalised;
}
