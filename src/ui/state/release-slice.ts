import { DEFAULT_ANONYMIZE_OPTIONS } from '../../core/contract/options';
import type { VerificationReport } from '../../core/redact/verify-output';
import { entitiesToRedact } from '../../core/review';
import { detectedJsonName, redactedPdfName } from '../services/file-names';
import type { AppActions } from './app-state';
import { describe, type StoreKit } from './store-kit';

/** The actions that release the review: the redacted PDF and the detection JSON. */
export type ReleaseActions = Pick<AppActions, 'downloadRedactedPdf' | 'downloadJson'>;

/** The sentence shown when an output failed its checks (nothing is downloaded then). */
function failedVerificationSentence(report: VerificationReport): string {
  const failed = report.checks.filter((c) => !c.passed).map((c) => c.detail);
  return `The redacted PDF failed its verification, so it was not downloaded: ${failed.join(' ')}`;
}

/** The release slice. */
export function releaseSlice(kit: StoreKit): ReleaseActions {
  const { deps, set, get } = kit;
  return {
    async downloadRedactedPdf() {
      const { file, review, allowList, uncertainBelow } = get();
      if (!file || !review) return;
      set({
        phase: 'redacting',
        progress: [],
        error: undefined,
        notice: undefined,
        verification: undefined,
      });
      try {
        const { dpi, imageQuality, redactText } = DEFAULT_ANONYMIZE_OPTIONS;
        const current = kit.track(
          deps.pipeline.redact(
            file.bytes.slice(),
            entitiesToRedact(review.present, allowList, uncertainBelow),
            {
              dpi,
              imageQuality,
              redactText,
              ...(file.password === undefined ? {} : { password: file.password }),
            },
            kit.onProgress,
          ),
        );
        const { pdf, verification } = await current.result;
        // The worker refuses an output that fails a check; this guards a partial report too.
        if (!verification.passed) {
          set({ phase: 'ready', verification, error: failedVerificationSentence(verification) });
          return;
        }
        deps.save(pdf, redactedPdfName(file.name), 'application/pdf');
        set({ phase: 'ready', verification, dirty: false });
      } catch (error) {
        const message = describe(error);
        set({
          phase: 'ready',
          error: message,
          notice: message ? undefined : 'Redaction cancelled.',
        });
      }
    },

    downloadJson() {
      const { file, result, review, allowList, uncertainBelow } = get();
      if (!file || !result || !review) return;
      const detected = {
        ...result.detected_pii,
        entities: entitiesToRedact(review.present, allowList, uncertainBelow),
      };
      deps.save(JSON.stringify(detected, null, 2), detectedJsonName(file.name), 'application/json');
    },
  };
}
