/** Origins of the Hugging Face hub: its files are served from huggingface.co and its CDNs. */
export const MODEL_HUB_SOURCES = [
  'https://huggingface.co',
  'https://*.huggingface.co',
  'https://*.hf.co',
];

/**
 * The app's Content Security Policy: scripts, workers, styles, fonts, images and connections
 * from its own origin only (plus `blob:`/`data:` where pdf.js and workers need them). The model
 * hub is added to `connect-src` only when the user has opted in to model downloads; the service
 * worker then serves the app shell with this wider policy (see app-shell.ts). No inline scripts.
 */
export function contentSecurityPolicy(options: {
  modelHub: boolean;
  /** Origin of the chat endpoint chosen for custom instructions (issue 9), when one is. */
  chatEndpoint?: string;
}): string {
  const connect = [
    "'self'",
    'data:',
    'blob:',
    ...(options.modelHub ? MODEL_HUB_SOURCES : []),
    ...(options.chatEndpoint ? [options.chatEndpoint] : []),
  ];
  return [
    "default-src 'self'",
    // WebAssembly compilation only (pdf.js, tesseract, onnxruntime), never JavaScript eval; and
    // `blob:` because onnxruntime-web imports its own wasm glue from a blob URL in the worker. A
    // header policy reaches the workers too (a meta tag does not).
    "script-src 'self' 'wasm-unsafe-eval' blob:",
    "worker-src 'self' blob:",
    // React sets style attributes (box positions); no inline <style> or script is ever needed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The policy a header carries: the page's policy plus `frame-ancestors 'none'`, so no other site
 * can frame the app (clickjacking). Headers only: a meta tag cannot carry `frame-ancestors`
 * (browsers ignore it there and warn), so the meta tag keeps `contentSecurityPolicy` alone.
 */
export function headerContentSecurityPolicy(
  options: Parameters<typeof contentSecurityPolicy>[0],
): string {
  return `${contentSecurityPolicy(options)}; frame-ancestors 'none'`;
}

/** `frame-ancestors`' older equivalent, for browsers that do not know CSP level 2. */
export const FRAMING_HEADERS: Readonly<Record<string, string>> = { 'X-Frame-Options': 'DENY' };

/** Headers that make the app cross-origin isolated, so onnxruntime-web can use threads. */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
