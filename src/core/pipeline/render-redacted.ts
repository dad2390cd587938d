import { throwIfAborted } from '../contract/errors';
import type { AnonymizeOptions } from '../contract/options';
import type { StageTimer } from '../contract/stage-timer';
import type { Box, Entity } from '../contract/types';
import type { PdfSource } from '../platform/ports';
import { ImagePdfWriter } from '../redact/image-pdf-writer';
import { toPixelRects } from '../redact/pixel-rects';
import type { OperationHooks } from './progress';

/** Options that shape the redacted output. */
export type RenderOptions = Pick<AnonymizeOptions, 'dpi' | 'imageQuality' | 'redactText'>;

/** Groups every box of the entities by 1-based page number. */
function boxesByPage(entities: readonly Entity[]): Map<number, Box[]> {
  const byPage = new Map<number, Box[]>();
  for (const entity of entities) {
    for (const box of entity.boxes) {
      const list = byPage.get(box.page) ?? [];
      list.push(box);
      byPage.set(box.page, list);
    }
  }
  return byPage;
}

/**
 * Re-renders every page as an image (PdfDataToSingleImage), burns the entities' boxes into it
 * in black (ImageDrawBoxes) and writes a new PDF of those images at the original page sizes
 * (SingleImageToPdf). Every page is kept; nothing else of the input survives.
 */
export async function renderRedacted(
  source: PdfSource,
  entities: readonly Entity[],
  options: RenderOptions,
  timer: StageTimer,
  hooks: OperationHooks,
): Promise<Uint8Array> {
  const scale = options.dpi / 72;
  const byPage = options.redactText ? boxesByPage(entities) : new Map<number, Box[]>();
  const writer = await timer.time('SingleImageToPdf', () => ImagePdfWriter.create());
  const total = source.pageCount;
  const format = options.imageQuality >= 1 ? 'png' : 'jpeg';
  // Encoding runs off the main thread in every runtime (napi thread pool, convertToBlob), so
  // page N is encoded while page N+1 renders; at most two page rasters are alive at a time.
  let previous: Promise<void> = Promise.resolve();
  try {
    for (let page = 1; page <= total; page++) {
      throwIfAborted(hooks.signal);
      const geometry = await source.geometry(page);
      const raster = await timer.time('PdfDataToSingleImage', () => source.render(page, scale));
      let encoded: Promise<Uint8Array>;
      try {
        await timer.time('ImageDrawBoxes', () => {
          // The raster may be a pixel larger than the page (rounded up): scale per axis.
          const boxes = byPage.get(page) ?? [];
          raster.fillBlack(
            toPixelRects(boxes, raster.width / geometry.width, raster.width, raster.height),
          );
        });
        encoded = raster.encode(format, options.imageQuality).finally(() => raster.release());
      } catch (error) {
        raster.release();
        throw error;
      }
      // Pages are appended in order: wait for the previous page before queueing this one.
      await timer.time('SingleImageToPdf', () => previous);
      previous = encoded.then((image) =>
        writer.addPage({ width: geometry.width, height: geometry.height, image, format }),
      );
      // A failure is reported by the await above or below; this only silences the interim.
      previous.catch(() => undefined);
      hooks.onProgress?.({ stage: 'PdfDataToSingleImage', done: page, total });
    }
    await timer.time('SingleImageToPdf', () => previous);
  } catch (error) {
    await previous.catch(() => undefined);
    throw error;
  }
  return timer.time('SingleImageToPdf', () => writer.save());
}
