import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports the pure core must never make: DOM/React, engines, and platform modules. */
const CORE_FORBIDDEN_IMPORTS = [
  { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'zustand/*'], message: 'src/core is framework-free: no React or UI state.' },
  { group: ['pdfjs-dist', 'pdfjs-dist/*', 'tesseract.js', 'tesseract.js/*', '@huggingface/transformers', '@napi-rs/canvas', 'comlink'], message: 'Engines reach src/core only through the ports in src/core/platform.' },
  { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'worker_threads'], message: 'src/core runs in browsers too: no Node modules.' },
  { group: ['**/engines/**', '**/worker/**', '**/sw/**', '**/ui/**', '**/cli/**'], message: 'src/core must not depend on the layers around it.' },
];

/** DOM and runtime globals the pure core must not touch (it runs in Node, workers and the SW). */
const CORE_FORBIDDEN_GLOBALS = ['window', 'document', 'navigator', 'self', 'globalThis', 'localStorage', 'indexedDB', 'fetch', 'OffscreenCanvas', 'HTMLElement', 'HTMLCanvasElement', 'Image', 'process', 'Buffer', 'require'].map((name) => ({ name, message: 'src/core is platform-free; pass capabilities in through src/core/platform.' }));

/** idb-keyval is reached only through the storage registry (src/shared/storage), so every key is listed. */
const STORAGE_ONLY_THROUGH_REGISTRY = {
  group: ['idb-keyval', 'idb-keyval/*'],
  message: 'Store data through src/shared/storage, whose registry the Privacy page lists and clears.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'test/fixtures/generated', 'public/vendor'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/{ui,sw,worker,cli}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [STORAGE_ONLY_THROUGH_REGISTRY] }] },
  },
  {
    // Engines get their settings from src/worker/engine-setup.ts: they may name a registry
    // entry (a cache name) or import a setting's type, never read storage.
    files: ['src/engines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            STORAGE_ONLY_THROUGH_REGISTRY,
            {
              group: [
                '**/shared/storage/*',
                '!**/shared/storage/registry',
                '!**/shared/storage/model-urls',
              ],
              allowTypeImports: true,
              message: 'Engines never read storage: take the value from src/worker/engine-setup.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The storage registry sits below every layer that uses it.
    files: ['src/shared/storage/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/**', '**/sw/**', '**/worker/**', '**/engines/**', '**/cli/**'],
              message: 'src/shared/storage must not depend on the layers that use it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Messages between the page, the service worker and the engines: every side imports them,
    // so they depend on the core's types only.
    files: ['src/shared/protocols/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/**', '**/sw/**', '**/worker/**', '**/engines/**', '**/cli/**'],
              message: 'src/shared/protocols must not depend on the layers that speak them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: CORE_FORBIDDEN_IMPORTS }],
      'no-restricted-globals': ['error', ...CORE_FORBIDDEN_GLOBALS],
    },
  },
);
