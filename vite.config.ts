import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { pdfjsAssets } from './scripts/copy-pdfjs-assets.ts';
import { tesseractAssetsPlugin } from './scripts/copy-tesseract-assets.ts';
import { serviceWorker } from './scripts/service-worker-plugin.ts';
import {
  FRAMING_HEADERS,
  ISOLATION_HEADERS,
  contentSecurityPolicy as policy,
  headerContentSecurityPolicy,
} from './src/sw/content-security-policy.ts';

/**
 * The built page may load code and data from its own origin only; the model hub is added only
 * for a user who opted in, by the service worker (src/sw/app-shell.ts). Added at build time: the
 * dev server's React refresh preamble is an inline script this policy would block.
 */
const CONTENT_SECURITY_POLICY = policy({ modelHub: false });

/** Injects the CSP meta tag into the built index.html. */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'obscura:csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** Vite config: a multi-page app (missing files 404) whose every asset is served by itself. */
export default defineConfig({
  // 'mpa' turns off the SPA fallback: a missing model or font must 404, not answer index.html.
  appType: 'mpa',
  plugins: [
    react(),
    pdfjsAssets(),
    // tesseract.js's worker, cores and language data, under /tesseract/ (never a CDN).
    tesseractAssetsPlugin(),
    contentSecurityPolicy(),
    // The local API: dist/sw.js, registered by the page at the root scope.
    serviceWorker('src/sw/service-worker.ts'),
  ],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // pdf.js's worker alone is over 1 MB minified; the warning would only be noise.
    chunkSizeWarningLimit: 4096,
  },
  // What a static host should send (README "Offline and privacy"): the policy (with
  // `frame-ancestors 'none'`, which only a header can carry), no framing for older browsers, and
  // cross-origin isolation so onnxruntime-web can use threads.
  preview: {
    headers: {
      'Content-Security-Policy': headerContentSecurityPolicy({ modelHub: false }),
      ...FRAMING_HEADERS,
      ...ISOLATION_HEADERS,
    },
  },
  // The dev server scans only index.html for dependencies; scanning the worker entry too means
  // the pipeline's libraries are pre-bundled up front instead of forcing a reload mid-run.
  optimizeDeps: {
    entries: ['index.html', 'src/worker/pipeline.worker.ts', 'src/sw/service-worker.ts'],
    // transformers.js is imported lazily from the worker only; pre-bundling it up front avoids a
    // re-optimisation (and page reload) the first time a model is used on the dev server.
    include: ['@huggingface/transformers'],
  },
});
