/** A model the app knows how to fetch, described before anything is downloaded. */
export interface CatalogueModel {
  /** Hugging Face repository id; also the folder under the app's `models/` path. */
  id: string;
  name: string;
  /** What it finds, in words. */
  description: string;
  /** Languages it was trained for (ISO 639-1). */
  languages: string[];
  /** Licence as stated on the model card. */
  licence: string;
  /** Approximate download size of the q8 files, in bytes. */
  bytes: number;
  /** Shipped with the app (served from its own origin): nothing to download. */
  bundled?: boolean;
}

/** Files every model needs, relative to its folder (q8 weights). */
export const MODEL_FILES = [
  'config.json',
  'tokenizer.json',
  'tokenizer_config.json',
  'onnx/model_quantized.onnx',
] as const;

/** The models offered in Settings. Sizes are the q8 ONNX weights plus tokenizer files. */
export const MODEL_CATALOGUE: readonly CatalogueModel[] = [
  {
    id: 'Xenova/bert-base-NER',
    name: 'BERT base NER (English)',
    description: 'People, organisations and places in English text (CoNLL-2003).',
    languages: ['en'],
    licence: 'MIT',
    bytes: 109_000_000,
  },
  {
    id: 'Xenova/bert-base-multilingual-cased-ner-hrl',
    name: 'Multilingual BERT NER (10 languages)',
    description:
      'People, organisations and places in Arabic, German, English, Spanish, French, Italian, ' +
      'Latvian, Dutch, Portuguese and Chinese.',
    languages: ['ar', 'de', 'en', 'es', 'fr', 'it', 'lv', 'nl', 'pt', 'zh'],
    licence: 'AFL-3.0',
    bytes: 179_000_000,
  },
  {
    id: 'tiny-ner',
    name: 'Tiny test model (bundled)',
    description:
      'A few-kilobyte model that only knows a handful of names (Alice, Bob, Acme, Paris...). ' +
      'It checks that models load and run on this device; it is not useful on real documents.',
    languages: ['en'],
    licence: 'AGPL-3.0-only (part of Obscura)',
    bytes: 16_000,
    bundled: true,
  },
];
