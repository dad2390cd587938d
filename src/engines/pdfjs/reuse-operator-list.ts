import type { PDFPageProxy } from 'pdfjs-dist';

/**
 * pdf.js builds a page's operator list once per intent: `getOperatorList()` (reading: glyph
 * advances, the page's drawing, image coverage) always adds its OPLIST flag, so the 150 dpi
 * render that follows parsed the page a second time and cloned the whole list across the fake
 * worker again (about 2 s of CPU on the 117-page thesis). The only difference of the render's
 * own list is pdf.js's QueueOptimizer, which merges runs of operators into groups that paint the
 * same pixels (measured on the real corpus at 100 dpi: identical pages but for 3 bytes off by 1
 * on two pages). So the reading's list is lent to the render when it is complete.
 *
 * This leans on pdf.js internals of pdfjs-dist 5.x (`_intentStates`, `_transport.
 * getRenderingIntent`, an intent state's `displayReadyCapability`); where any of them is
 * missing the render simply builds its own list, as before.
 */

/** A promise with its settle functions, as pdf.js's `Promise.withResolvers()` gives. */
interface Capability {
  promise: Promise<boolean>;
  resolve(value: boolean): void;
  reject(reason: unknown): void;
}

/** A pending capability (ES2023 has no `Promise.withResolvers`). */
function capability(): Capability {
  let resolve!: (value: boolean) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<boolean>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** One cached operator list of a page, as pdf.js keeps it (internal). */
interface IntentState {
  displayReadyCapability?: Capability;
  operatorList?: { lastChunk: boolean };
  renderTasks?: Set<unknown>;
  streamReader?: unknown;
  streamReaderCancelTimeout?: unknown;
}

/** The internals of a page proxy this module reads (absent in another pdf.js version). */
interface PageInternals {
  _intentStates?: unknown;
  _transport?: {
    getRenderingIntent?: (
      intent: string,
      annotationMode?: number,
      printStorage?: null,
      isEditing?: boolean,
      isOpList?: boolean,
    ) => { cacheKey: string };
  };
}

/** Whether each reading's list paints over a transparency group (pdf.js tells it per list). */
const transparencyOf = new WeakMap<IntentState, boolean>();

/** The page's intent states and the cache keys of its reading and its render, when readable. */
function keysOf(
  proxy: PDFPageProxy,
  annotationMode: number,
): { states: Map<string, IntentState>; read: string; render: string } | undefined {
  const page = proxy as unknown as PageInternals;
  const states = page._intentStates;
  const intent = page._transport?.getRenderingIntent?.bind(page._transport);
  if (!(states instanceof Map) || !intent) return undefined;
  const read = intent('display', annotationMode, null, false, true)?.cacheKey;
  const render = intent('display', annotationMode)?.cacheKey;
  if (typeof read !== 'string' || typeof render !== 'string' || read === render) return undefined;
  return { states: states as Map<string, IntentState>, read, render };
}

/**
 * `proxy.getOperatorList()` (annotations enabled, as the render draws them), noting whether the
 * list paints a transparency group so that `lendOperatorList` can hand it to the render.
 * Every reader of the operator list goes through here.
 */
export function operatorListOf(proxy: PDFPageProxy, annotationMode: number) {
  const list = proxy.getOperatorList({ annotationMode });
  const keys = keysOf(proxy, annotationMode);
  const state = keys?.states.get(keys.read);
  if (state && !state.displayReadyCapability) {
    // pdf.js resolves it with the page's transparency flag (its StartRenderPage message, sent
    // before the first chunk), and rejects it when the list fails.
    const ready = capability();
    ready.promise.then(
      (transparency) => transparencyOf.set(state, transparency === true),
      () => undefined,
    );
    state.displayReadyCapability = ready;
  }
  return list;
}

/**
 * Whether `lendOperatorList` would lend the reading's list to a render started now. The lent
 * list paints a few pixels differently from the render's own (QueueOptimizer, see above), so a
 * page rendered elsewhere (render-ahead.ts) is only the same image when made the same way.
 */
export function readingListLendable(proxy: PDFPageProxy, annotationMode: number): boolean {
  const keys = keysOf(proxy, annotationMode);
  if (!keys || keys.states.has(keys.render)) return false;
  const read = keys.states.get(keys.read);
  return read?.operatorList?.lastChunk === true && transparencyOf.get(read) !== undefined;
}

/**
 * Before `proxy.render(...)` with `annotationMode`: when the page's reading list is complete and
 * the render has none yet, the render is given the reading's list (and its transparency flag)
 * instead of asking the worker for a second one.
 */
export function lendOperatorList(proxy: PDFPageProxy, annotationMode: number): void {
  const keys = keysOf(proxy, annotationMode);
  if (!keys || keys.states.has(keys.render)) return;
  const read = keys.states.get(keys.read);
  const transparency = read ? transparencyOf.get(read) : undefined;
  if (!read?.operatorList?.lastChunk || transparency === undefined) return;
  const ready = capability();
  ready.resolve(transparency);
  const lent: IntentState = Object.assign(Object.create(null) as IntentState, {
    displayReadyCapability: ready,
    operatorList: read.operatorList,
    renderTasks: new Set(),
    streamReader: null,
    streamReaderCancelTimeout: null,
  });
  keys.states.set(keys.render, lent);
}
