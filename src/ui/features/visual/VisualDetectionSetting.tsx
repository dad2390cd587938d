import { useVisualSetting } from './use-visual-setting';

/**
 * Settings → "Detect signatures, faces and codes": whether a document or API request that names
 * no tags also searches the visual tags (SIGNATURE, QR_CODE, FACE). Requests that name a visual
 * tag always search it.
 */
export function VisualDetectionSetting() {
  const { on, error, setOn } = useVisualSetting();
  return (
    <>
      <h3>Signatures, faces and codes</h3>
      <label className="visual-setting">
        <input
          type="checkbox"
          checked={on === true}
          disabled={on === undefined}
          onChange={(event) => setOn(event.target.checked)}
        />{' '}
        Detect signatures, faces and codes
      </label>
      <p className="muted">
        Looks at each page as an image for handwritten signatures and initials, QR codes and
        barcodes (their content is shown), and faces in photos. It takes longer than reading the
        text, so it is off unless you turn it on here or a request names SIGNATURE, QR_CODE or FACE.
        Everything runs in this browser; the face detector is loaded on first use.
      </p>
      {error && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
    </>
  );
}
