// Types only: the CLI test mocks the writer module and builds these around the real factory.
import type { RedactionWriterFactory } from '../../src/core/redact/redaction-writer';

/**
 * A writer that slips `secret` into the searchable layer under the first kept word's entry
 * (same box, the kept word's text followed by the secret), and reports it as kept text: the
 * old verification accepted any string in the writer's own kept words. `base` is the writer it
 * wraps (the product's).
 */
export function slippingWriter(
  secret: string,
  base: RedactionWriterFactory,
): RedactionWriterFactory {
  return async () => {
    const honest = await base();
    let slipped = false;
    return {
      burn: (raster, boxes, scale) => honest.burn(raster, boxes, scale),
      addPage: (page) => {
        const words = [...(page.words ?? [])];
        if (!slipped && words.length > 0) {
          words[0] = { ...words[0]!, text: `${words[0]!.text} ${secret}` };
          slipped = true;
        }
        return honest.addPage({ ...page, words });
      },
      save: () => honest.save(),
      get skippedWords() {
        return honest.skippedWords;
      },
    };
  };
}

/**
 * A writer that burns no box and says it burnt none: the entities' ink is left in the page
 * image. The old pixel check looked only at the rectangles the writer reported. `base` is the
 * writer it wraps (the product's).
 */
export function inkLeaving(base: RedactionWriterFactory): RedactionWriterFactory {
  return async () => {
    const honest = await base();
    return {
      burn: () => [],
      addPage: (page) => honest.addPage(page),
      save: () => honest.save(),
      get skippedWords() {
        return honest.skippedWords;
      },
    };
  };
}
