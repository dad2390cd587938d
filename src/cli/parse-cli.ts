import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_ANONYMIZE_OPTIONS, type AnonymizeOptions } from '../core/contract/options';
import { anonymizeOptionsSchema } from '../core/contract/option-schema';

/** A parsed command line. */
export type CliCommand =
  | { kind: 'help' }
  | {
      kind: 'detect' | 'anonymize';
      input: string;
      out?: string;
      json?: string;
      password?: string;
      /** Folder of a token-classification model (transformers.js layout). */
      model?: string;
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

const numberOption = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `--${name} must be a number` })
    .min(min, `--${name} must be at least ${min}`)
    .max(max, `--${name} must be at most ${max}`);

/** Parses `argv` (without node and script) into a command, or throws UsageError. */
export function parseCli(argv: string[]): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
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
        out: { type: 'string', short: 'o' },
        json: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const [command, input, ...extra] = positionals;
  if (command !== 'detect' && command !== 'anonymize') {
    throw new UsageError(command ? `Unknown command '${command}'.` : 'No command given.');
  }
  if (!input) throw new UsageError(`'${command}' needs an input PDF.`);
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  if (command === 'anonymize' && !values.out)
    throw new UsageError("'anonymize' needs --out OUT.pdf.");
  if (command === 'detect' && (values.out || values.json)) {
    throw new UsageError(
      "'detect' prints its JSON on stdout; --out and --json belong to 'anonymize'.",
    );
  }

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

  const f = fields.data;
  return {
    kind: command,
    input,
    out: values.out,
    json: values.json,
    password: values.password,
    model: values.model,
    options: {
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
      path: input.split(/[\\/]/).pop() ?? input,
    },
  };
}
