import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_ANONYMIZE_OPTIONS, type AnonymizeOptions } from '../core/contract/options';
import { anonymizeOptionsSchema } from '../core/contract/option-schema';
import type { ChatEndpointConfig } from '../engines/llm/chat-endpoint';
import { parseScaleCommand, SCALE_OPTIONS, type ScaleCommand } from './parse-scale';

/** A parsed command line. */
export type CliCommand = { kind: 'help' } | DocumentCommand | ScaleCommand;

/** One document through one operation (`detect`, `anonymize`, `custom`). */
export type DocumentCommand = {
  kind: 'detect' | 'anonymize' | 'custom';
  input: string;
  /** `custom`: the free-text instruction saying what to redact. */
  prompt?: string;
  /** `custom`: an OpenAI-compatible chat endpoint that reads the prompt (default: built-in). */
  llm?: ChatEndpointConfig;
  out?: string;
  json?: string;
  password?: string;
  /** Folder of a token-classification model (transformers.js layout). */
  model?: string;
  /** Search signatures, faces and codes also when no tags are named (`--visual`). */
  visual?: boolean;
  options: AnonymizeOptions;
};

/** Raised for bad usage; the CLI prints it with the help text and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Splits a comma-separated option value ("a, b,c") into items. */
function list(value: string | undefined): string[] | undefined {
  return value === undefined
    ? undefined
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}

/** A numeric option's schema with its range, the messages naming the option. */
export const numberOption = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `--${name} must be a number` })
    .min(min, `--${name} must be at least ${min}`)
    .max(max, `--${name} must be at most ${max}`);

/**
 * The chat endpoint of `--llm-url`/`--llm-model`/`--llm-timeout` (seconds); the key comes from
 * the environment (`OBSCURA_LLM_KEY`), never the command line, where other users could read it.
 */
export function chatEndpointOf(
  url: string | undefined,
  model: string | undefined,
  timeout: string | undefined,
): ChatEndpointConfig | undefined {
  if (url === undefined) {
    if (model !== undefined || timeout !== undefined) {
      throw new UsageError('--llm-model and --llm-timeout need --llm-url.');
    }
    return undefined;
  }
  if (!/^https?:\/\/[^\s]+$/i.test(url)) {
    throw new UsageError(`--llm-url must be an http(s) URL such as http://127.0.0.1:11434/v1.`);
  }
  if (!model) throw new UsageError('--llm-url needs --llm-model NAME.');
  const seconds = numberOption('llm-timeout', 1, 3600).safeParse(timeout ?? 60);
  if (!seconds.success) throw new UsageError(seconds.error.issues[0]!.message);
  const apiKey = process.env.OBSCURA_LLM_KEY;
  return { baseUrl: url, model, timeoutMs: seconds.data * 1000, ...(apiKey ? { apiKey } : {}) };
}

/** The processing limits of `--max-pages`, `--max-page-megapixels` and `--page-time-limit`. */
export function limitsOf(values: {
  'max-pages'?: string;
  'max-page-megapixels'?: string;
  'page-time-limit'?: string;
}): Pick<AnonymizeOptions, 'maxPages' | 'maxPagePixels' | 'pageTimeLimitMs'> {
  const check = (schema: z.ZodType<number>, value: string | undefined): number | undefined => {
    if (value === undefined) return undefined;
    const parsed = schema.safeParse(value.trim() === '' ? Number.NaN : value);
    if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
    return parsed.data;
  };
  const pages = check(
    numberOption('max-pages', 0, 100_000).int('--max-pages must be a whole number'),
    values['max-pages'],
  );
  const megapixels = check(
    numberOption('max-page-megapixels', 1, 1000),
    values['max-page-megapixels'],
  );
  const seconds = check(numberOption('page-time-limit', 0, 3600), values['page-time-limit']);
  return {
    ...(pages ? { maxPages: pages } : {}),
    ...(megapixels === undefined ? {} : { maxPagePixels: Math.round(megapixels * 1_000_000) }),
    ...(seconds ? { pageTimeLimitMs: Math.round(seconds * 1000) } : {}),
  };
}

/** The options every document command shares (the API's fields and rendering settings). */
const DOCUMENT_OPTIONS = {
  tags: { type: 'string' },
  'ocr-langs': { type: 'string' },
  'force-ocr': { type: 'boolean' },
  'rotated-text': { type: 'boolean' },
  'no-redact-text': { type: 'boolean' },
  'image-only': { type: 'boolean' },
  'min-chunk-size': { type: 'string' },
  'custom-tags': { type: 'string' },
  dpi: { type: 'string' },
  quality: { type: 'string' },
  password: { type: 'string' },
  model: { type: 'string' },
  visual: { type: 'boolean' },
  out: { type: 'string', short: 'o' },
  json: { type: 'string' },
  prompt: { type: 'string' },
  'llm-url': { type: 'string' },
  'llm-model': { type: 'string' },
  'llm-timeout': { type: 'string' },
  'max-pages': { type: 'string' },
  'max-page-megapixels': { type: 'string' },
  'page-time-limit': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const ALL_OPTIONS = { ...DOCUMENT_OPTIONS, ...SCALE_OPTIONS };

/** The option values of a parsed command line. */
export type CliValues = ReturnType<typeof parseArgs<{ options: typeof ALL_OPTIONS }>>['values'];

/**
 * The pipeline options of the option values (tags, languages, OCR, rendering, limits), with
 * `path` as the name reported in `detected_pii`; throws UsageError naming a bad option.
 */
export function documentOptionsOf(values: CliValues, path: string): AnonymizeOptions {
  const fields = anonymizeOptionsSchema.safeParse({
    tags: list(values.tags),
    ocr_langs: list(values['ocr-langs']),
    custom_tags: list(values['custom-tags']),
    force_ocr: values['force-ocr'] ?? false,
    rotated_text: values['rotated-text'] ?? false,
    redact_text: !values['no-redact-text'],
    min_chunk_size: values['min-chunk-size'] === undefined ? 0 : Number(values['min-chunk-size']),
  });
  if (!fields.success) {
    throw new UsageError(
      fields.error.issues
        .map((i) => `--${String(i.path[0]).replace(/_/g, '-')}: ${i.message}`)
        .join('\n'),
    );
  }
  const dpi = numberOption('dpi', 36, 600).safeParse(values.dpi ?? DEFAULT_ANONYMIZE_OPTIONS.dpi);
  const quality = numberOption('quality', 0.1, 1).safeParse(
    values.quality ?? DEFAULT_ANONYMIZE_OPTIONS.imageQuality,
  );
  if (!dpi.success) throw new UsageError(dpi.error.issues[0]!.message);
  if (!quality.success) throw new UsageError(quality.error.issues[0]!.message);
  const limits = limitsOf(values);
  const f = fields.data;
  return {
    tags: f.tags,
    customTags: f.custom_tags,
    forceOcr: f.force_ocr,
    ocrLangs: f.ocr_langs,
    rotatedText: f.rotated_text,
    minChunkSize: f.min_chunk_size,
    redactText: f.redact_text,
    dpi: dpi.data,
    imageQuality: quality.data,
    searchable: !values['image-only'],
    ...limits,
    path,
  };
}

/** Parses `argv` (without node and script) into a command, or throws UsageError. */
export function parseCli(argv: string[]): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: ALL_OPTIONS });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const [command, input, ...extra] = positionals;
  if (command === 'serve' || command === 'batch' || command === 'worker') {
    return parseScaleCommand(command, positionals.slice(1), values);
  }
  if (command !== 'detect' && command !== 'anonymize' && command !== 'custom') {
    throw new UsageError(command ? `Unknown command '${command}'.` : 'No command given.');
  }
  const scaleOnly = Object.keys(SCALE_OPTIONS).filter(
    (name) => (values as Record<string, unknown>)[name] !== undefined,
  );
  if (scaleOnly.length > 0) {
    throw new UsageError(`--${scaleOnly[0]} belongs to 'serve', 'batch' or 'worker'.`);
  }
  if (!input) throw new UsageError(`'${command}' needs an input PDF.`);
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  if (command !== 'detect' && !values.out)
    throw new UsageError(`'${command}' needs --out OUT.pdf.`);
  if (command === 'custom' && !values.prompt?.trim()) {
    throw new UsageError('\'custom\' needs --prompt "what to redact".');
  }
  if (command !== 'custom' && values.prompt) {
    throw new UsageError("--prompt belongs to 'custom'.");
  }
  const llm = chatEndpointOf(values['llm-url'], values['llm-model'], values['llm-timeout']);
  if (command === 'detect' && (values.out || values.json)) {
    throw new UsageError(
      "'detect' prints its JSON on stdout; --out and --json belong to 'anonymize'.",
    );
  }
  return {
    kind: command,
    input,
    out: values.out,
    json: values.json,
    password: values.password,
    model: values.model,
    visual: values.visual === true,
    ...(command === 'custom' ? { prompt: values.prompt } : {}),
    ...(llm ? { llm } : {}),
    options: documentOptionsOf(values, input.split(/[\\/]/).pop() ?? input),
  };
}
