// The e2e tsconfig has no DOM lib; these are the few browser globals the PWA tests touch inside
// `page.evaluate`, typed as narrowly as they are used.

/** The parts of an element the CSP test sets. */
interface TestScript {
  src: string;
  textContent: string;
}

/** A `securitypolicyviolation` event's fields the tests read. */
export interface ViolationEvent {
  effectiveDirective: string;
  blockedURI: string;
}

/** The page's document, as far as the tests use it. */
export interface TestDocument {
  createElement(tag: 'script'): TestScript;
  head: { append(node: TestScript): void };
  addEventListener(type: 'securitypolicyviolation', listener: (e: ViolationEvent) => void): void;
}

/** The page's service worker container, as far as the tests use it. */
export interface TestNavigator {
  serviceWorker: {
    ready: Promise<{ update(): Promise<unknown> }>;
    getRegistrations(): Promise<unknown[]>;
  };
}

/** Browser globals, reached through `globalThis` inside `page.evaluate`. */
export interface BrowserGlobals {
  document: TestDocument;
  navigator: TestNavigator;
  crossOriginIsolated: boolean;
}
