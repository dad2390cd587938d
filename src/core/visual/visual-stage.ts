import { throwIfAborted } from '../contract/errors';
import type { DetectOptions } from '../contract/options';
import type { StageTimer } from '../contract/stage-timer';
import type { Entity } from '../contract/types';
import type { DocumentModel, PageText } from '../document/model';
import type { PdfSource } from '../platform/ports';
import { reducedResolutionNote, scaleWithinBudget } from '../pipeline/page-limits';
import type { OperationHooks } from '../pipeline/progress';
import { barcodeBounds, barcodeEntities } from './barcode-entities';
import { faceEntities, headBounds } from './face-entities';
import { cropImage, greyEntropy, photoRegions } from './photo-regions';
import type { PageFrame, PixelBounds } from './pixel-geometry';
import type { GrayImage, VisualDetectors } from './ports';
import { findSignatures } from './signature/find-signatures';
import { signatureEntities } from './signature-entities';
import { type VisualTag, visualTagsToSearch } from './visual-tags';

/** Resolution pages are rendered at for visual detection (the redaction's own default). */
export const DEFAULT_VISUAL_DPI = 150;

/** A photo-like region larger than this share of the page is taken for a scanned page. */
const MAX_PHOTO_SHARE = 0.5;
/**
 * Grey-level entropy (bits, 16 bins) from which a large picture counts as a photograph: photos
 * measured 2.7-3.8, scanned documents (paper and ink) 1-2.
 */
const PHOTO_ENTROPY = 2.5;

/** What the visual stage may use: the runtime's detectors and the user's choice. */
export interface VisualDeps {
  detectors: VisualDetectors;
  /** Search the visual tags when a request names no tags (Settings toggle, CLI `--visual`). */
  searchWhenAllTags: boolean;
  /** Render resolution in dots per inch (DEFAULT_VISUAL_DPI when absent). */
  dpi?: number;
}

/** The visual stage's findings and what it could not search. */
export interface VisualRun {
  entities: Entity[];
  notes: string[];
}

/** The tags among `tags` this runtime has no detector for. */
function unavailableTags(tags: readonly VisualTag[], detectors: VisualDetectors): VisualTag[] {
  return tags.filter(
    (t) => (t === 'QR_CODE' && !detectors.barcodes) || (t === 'FACE' && !detectors.faces),
  );
}

/** The honest sentence for tags that were asked for but cannot be searched here. */
function unavailableNote(tags: readonly VisualTag[], why: string): string {
  return `Detection of ${tags.join(', ')} is not available ${why}; ${tags.length === 1 ? 'that tag was' : 'those tags were'} not searched.`;
}

/** Finds the visual entities of one rendered page (stage VisualDetection). */
async function detectOnPage(
  image: GrayImage,
  frame: PageFrame,
  page: PageText | undefined,
  tags: ReadonlySet<VisualTag>,
  detectors: VisualDetectors,
): Promise<Entity[]> {
  const entities: Entity[] = [];
  const claimed: PixelBounds[] = [];
  // Barcodes are read for SIGNATURE too: their modules and bars are ink that is not text, and
  // the signature search must know where they are even when they are not to be reported.
  if ((tags.has('QR_CODE') || tags.has('SIGNATURE')) && detectors.barcodes) {
    const findings = await detectors.barcodes.find(image);
    if (tags.has('QR_CODE')) entities.push(...barcodeEntities(findings, image, frame));
    claimed.push(...findings.map((f) => barcodeBounds(f, image)));
  }
  if (tags.has('FACE') && detectors.faces) {
    // Faces are looked for in the photo-like parts of the page, each at its own resolution.
    for (const region of photoRegions(image)) {
      const found = await detectors.faces.find(cropImage(image, region));
      const faces = found.map((f) => ({ ...f, x: f.x + region.x0, y: f.y + region.y0 }));
      entities.push(...faceEntities(faces, frame));
      claimed.push(...faces.map(headBounds));
    }
  }
  if (tags.has('SIGNATURE')) {
    // Photos and illustrations are no place for a signature. A picture over half the page may
    // be a scanned document: it is set aside only when its greys spread like a photograph's.
    const pageArea = image.width * image.height;
    for (const photo of photoRegions(image)) {
      const area = (photo.x1 - photo.x0) * (photo.y1 - photo.y0);
      if (area < pageArea * MAX_PHOTO_SHARE || greyEntropy(image, photo) >= PHOTO_ENTROPY) {
        claimed.push(photo);
      }
    }
    const words = (page?.words ?? []).map((w) => ({ text: w.text, box: w.box }));
    entities.push(
      ...signatureEntities(findSignatures({ image, scale: frame.scale, words, claimed }), frame),
    );
  }
  return entities;
}

/**
 * The visual detection stage: SIGNATURE, QR_CODE and FACE on rendered pages. Runs only for the
 * visual tags the request searches (see `visualTagsToSearch`); each page is rendered once
 * (PdfDataToSingleImage) and all its detectors read that one image (VisualDetection). Tags
 * without a detector in this runtime, or a runtime without the stage at all, are named in the
 * notes: nothing pretends to have searched.
 */
export async function runVisualDetection(
  source: PdfSource,
  document: DocumentModel,
  options: DetectOptions,
  deps: VisualDeps | undefined,
  timer: StageTimer,
  hooks: OperationHooks,
): Promise<VisualRun> {
  if (!deps) {
    const named = visualTagsToSearch(options.tags, false);
    return {
      entities: [],
      notes: named.length > 0 ? [unavailableNote(named, 'in this version')] : [],
    };
  }
  const tags = visualTagsToSearch(options.tags, deps.searchWhenAllTags);
  const missing = unavailableTags(tags, deps.detectors);
  const notes =
    missing.length > 0
      ? [unavailableNote(missing, 'here: this runtime has no detector for it')]
      : [];
  const searched = new Set(tags.filter((t) => !missing.includes(t)));
  if (searched.size === 0) return { entities: [], notes };

  const dpi = deps.dpi ?? DEFAULT_VISUAL_DPI;
  const scale = dpi / 72;
  const entities: Entity[] = [];
  // Pages too large for the page-pixel budget are searched at a lower resolution, never at
  // gigabytes of raster (a 7000 pt square page at 150 dpi would be 212 megapixels).
  const reduced = new Map<number, number>();
  const total = document.pages.length;
  for (let index = 0; index < total; index++) {
    throwIfAborted(hooks.signal);
    const page = document.pages[index]!;
    const image = await timer.time('PdfDataToSingleImage', async () => {
      const pageScale = scaleWithinBudget(page, scale, options.maxPagePixels);
      if (pageScale < scale) reduced.set(page.page, pageScale);
      const raster = await source.render(page.page, pageScale);
      try {
        return { width: raster.width, height: raster.height, pixels: raster.grayPixels() };
      } finally {
        raster.release();
      }
    });
    // The raster is rounded up to whole pixels: its own width gives the exact scale.
    const frame: PageFrame = {
      page: page.page,
      width: page.width,
      height: page.height,
      scale: image.width / page.width,
    };
    const found = await timer.time('VisualDetection', () =>
      detectOnPage(image, frame, page, searched, deps.detectors),
    );
    entities.push(...found);
    hooks.onProgress?.({ stage: 'VisualDetection', done: index + 1, total });
  }
  return { entities, notes: [...notes, ...reducedResolutionNote(reduced, dpi)] };
}
