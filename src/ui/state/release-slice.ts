import { DEFAULT_ANONYMIZE_OPTIONS } from '../../core/contract/options';
import type { VerificationReport } from '../../core/redact/verify-output';
import {
  entitiesToRedact,
  reasonLabels,
  redactionLogCsv,
  RESIDUAL_RULES,
  searchEntities,
  selectResidual,
} from '../../core/review';
import { detectedJsonName, redactedPdfName } from '../services/file-names';
import type { AppActions, ResidualFound } from './app-state';
import { redactedRanges } from './redacted-ranges';
import { describe, type StoreKit } from './store-kit';

/** The actions that release the review: the redacted PDF and the detection JSON. */
export type ReleaseActions = Pick<
  AppActions,
  'downloadRedactedPdf' | 'downloadJson' | 'redactResidual' | 'downloadLog'
>;

/** The sentence shown when an output failed its checks (nothing is downloaded then). */
function failedVerificationSentence(report: VerificationReport): string {
  const failed = report.checks.filter((c) => !c.passed).map((c) => c.detail);
  return `The redacted PDF failed its verification, so it was not downloaded: ${failed.join(' ')}`;
}

/**
 * The residual check: searches the kept document text for personal-data shapes the export
 * leaves readable (values wrapped across lines included). Undefined when the search failed.
 */
async function residualCheck(kit: StoreKit): Promise<ResidualFound[] | undefined> {
  const candidates: ResidualFound[] = [];
  for (const rule of RESIDUAL_RULES) {
    const { pattern, caseSensitive, kind } = rule;
    const answer = await kit.searchKept({ pattern, regex: true, caseSensitive });
    if (!answer.ok) return undefined;
    for (const m of answer.matches) candidates.push({ ...m, kind, text: m.word });
  }
  const kept = selectResidual(candidates, redactedRanges(kit.get()));
  return candidates.filter((c) => kept.includes(c));
}

/** The release slice. */
export function releaseSlice(kit: StoreKit): ReleaseActions {
  const { deps, set, get } = kit;
  return {
    async downloadRedactedPdf() {
      const { file, review, allowList, uncertainBelow } = get();
      if (!file || !review) return;
      // Reason codes are drawn only while a set is chosen and the toggle is on.
      const labels =
        get().reasonLabels && get().reasonSet !== 'none'
          ? reasonLabels(review.present, allowList, uncertainBelow)
          : [];
      set({
        phase: 'redacting',
        progress: [],
        error: undefined,
        notice: undefined,
        verification: undefined,
        residual: undefined,
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
              ...(labels.length > 0 ? { boxLabels: labels } : {}),
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
        set({ residual: await residualCheck(kit) });
      } catch (error) {
        const message = describe(error);
        set({
          phase: 'ready',
          error: message,
          notice: message ? undefined : 'Redaction cancelled.',
        });
      }
    },

    redactResidual() {
      const found = get().residual ?? [];
      if (found.length === 0) return 'Nothing to redact.';
      const entities = RESIDUAL_RULES.flatMap((rule) =>
        searchEntities(
          found.filter((f) => f.kind === rule.kind),
          rule.tag,
        ),
      );
      kit.act({ type: 'add', entities });
      set({ residual: undefined, verification: undefined });
      return `${found.length} redacted; download the PDF again.`;
    },

    downloadLog(withText) {
      const { file, review, allowList, uncertainBelow } = get();
      if (!file || !review) return;
      const csv = redactionLogCsv(review.present, allowList, uncertainBelow, withText);
      const base = file.name.replace(/\.pdf$/i, '');
      deps.save(csv, `${base}-redaction-log.csv`, 'text/csv');
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
