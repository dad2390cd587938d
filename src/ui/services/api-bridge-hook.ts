import type { DetectResult } from '../../worker/protocol';
import type { ApiBridge } from './api-bridge';

/** What the browser benchmark calls to time detection without the API around it. */
export interface ObscuraBenchHook {
  /** Detects PII with the API's defaults on the bridge's own pipeline worker. */
  detect(pdf: Uint8Array): Promise<DetectResult>;
}

declare global {
  interface Window {
    /** Set by the app for `scripts/bench-api.ts`; nothing in the app reads it. */
    __obscuraBench?: ObscuraBenchHook;
  }
}

/** Exposes the benchmark's hook on `window`, on the same worker the API jobs run on. */
export function installBenchHook(bridge: ApiBridge): void {
  window.__obscuraBench = {
    detect: (pdf) => bridge.pipeline.detect(pdf, {}, () => undefined).result,
  };
}
