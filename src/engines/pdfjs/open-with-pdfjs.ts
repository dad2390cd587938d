import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api';
import type { PdfSource } from '../../core/platform/ports';
import { IMAGE_LIMIT_PARAMS } from './image-limits';
import { assertLooksLikePdf, mapOpenError } from './map-open-error';
import type { PdfJsModule } from './pdfjs-module';
import { PdfJsSource, type RasterFactory } from './pdfjs-source';

/**
 * Opens `data` with pdf.js the same way in every runtime: header check first, a copy of the
 * bytes (pdf.js detaches the buffer it is given), no eval, no XFA, and loading failures mapped to
 * DocumentError sentences. `params` adds the runtime's own asset URLs and factories.
 */
export async function openWithPdfjs(
  pdfjs: PdfJsModule,
  data: Uint8Array,
  password: string | undefined,
  params: DocumentInitParameters,
  createRaster: RasterFactory,
): Promise<PdfSource> {
  assertLooksLikePdf(data);
  const task = pdfjs.getDocument({
    ...params,
    data: data.slice(),
    password,
    cMapPacked: true,
    isEvalSupported: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
    // A decoded-image limit: a small file cannot expand to gigabytes (image-limits.ts).
    ...IMAGE_LIMIT_PARAMS,
  });
  try {
    return new PdfJsSource(pdfjs, await task.promise, createRaster);
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw mapOpenError(error, password !== undefined);
  }
}
