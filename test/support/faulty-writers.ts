// Types only from the writer module: the CLI test mocks it and builds these around the real factory.
import { PDFDict, PDFDocument, PDFName, type PDFPage, PDFRawStream, rgb } from 'pdf-lib';
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

/** Changes the honest writer's saved output (parsed again with pdf-lib) before it is returned. */
export type OutputTamper = (doc: PDFDocument) => Promise<void> | void;

/**
 * A writer whose output is the honest one changed by `tamper` after the page images were
 * written: the picture itself is burnt correctly, so only a check of what a reader sees (not of
 * the picture alone) finds the fault. `base` is the writer it wraps (the product's).
 */
export function tamperingWriter(
  tamper: OutputTamper,
  base: RedactionWriterFactory,
): RedactionWriterFactory {
  return async () => {
    const honest = await base();
    return {
      burn: (raster, boxes, scale) => honest.burn(raster, boxes, scale),
      addPage: (page) => honest.addPage(page),
      save: async () => {
        const doc = await PDFDocument.load(await honest.save(), { updateMetadata: false });
        await tamper(doc);
        return doc.save({ useObjectStreams: true, addDefaultPage: false });
      },
      get skippedWords() {
        return honest.skippedWords;
      },
    };
  };
}

/** The image XObjects of a page (the writer's page image first). */
function pageImages(doc: PDFDocument, page: PDFPage): PDFRawStream[] {
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return (xobjects?.values() ?? [])
    .map((ref) => doc.context.lookup(ref))
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream);
}

/** Output tampers that hide the burnt boxes from a reader while the page image keeps them. */
export const PICTURE_TAMPERS: Record<string, OutputTamper> = {
  /** A white rectangle painted over the whole page after the image. */
  'white patch after the picture': (doc) => {
    for (const page of doc.getPages()) {
      const { width, height } = page.getSize();
      page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(1, 1, 1) });
    }
  },
  /** A soft mask of zero alpha: the picture is not painted at all. */
  'a soft mask (/SMask) that hides the picture': (doc) => {
    const mask = doc.context.stream(Uint8Array.of(0), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 1,
      Height: 1,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    });
    const ref = doc.context.register(mask);
    for (const page of doc.getPages()) {
      for (const image of pageImages(doc, page)) image.dict.set(PDFName.of('SMask'), ref);
    }
  },
  /** A /Decode array that inverts the picture: black boxes come out white. */
  'a /Decode array that inverts the picture': (doc) => {
    for (const page of doc.getPages()) {
      for (const image of pageImages(doc, page)) {
        image.dict.set(PDFName.of('Decode'), doc.context.obj([1, 0, 1, 0, 1, 0]));
      }
    }
  },
  /** A second, white picture drawn over the whole page. */
  'a second picture over the first': async (doc) => {
    const white = await doc.embedPng(WHITE_PNG);
    for (const page of doc.getPages()) {
      const { width, height } = page.getSize();
      page.drawImage(white, { x: 0, y: 0, width, height });
    }
  },
};

/** A 1x1 white PNG. */
const WHITE_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAsTj2FAAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
