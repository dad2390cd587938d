import manifestUrl from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json?url';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import type * as FaceApiModule from '@vladmandic/face-api';
import type { FaceDetector, FaceFinding, GrayImage } from '../../core/visual/ports';

type FaceApi = typeof FaceApiModule;

/** The parts of TensorFlow.js that face-api's types leave out but its bundle has. */
interface TfBackends {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
}

/** Detector input size (a multiple of 32): photo crops are scaled to it, the largest side first. */
const INPUT_SIZE = 608;
/** Lowest detector confidence reported as a face. */
const MIN_SCORE = 0.4;

/** Stands in for DOM elements a worker has not; never constructed, since input is a tensor. */
class Missing {
  constructor() {
    throw new Error('face-api was given an element; the pipeline gives it tensors only.');
  }
}

/**
 * face-api's environment in a Web Worker: OffscreenCanvas for canvases, the worker's fetch.
 * Images and videos do not exist there and are never used (pages arrive as tensors).
 */
function workerEnvironment(): Parameters<FaceApi['env']['setEnv']>[0] {
  type Env = Parameters<FaceApi['env']['setEnv']>[0];
  return {
    Canvas: OffscreenCanvas as unknown as Env['Canvas'],
    CanvasRenderingContext2D:
      OffscreenCanvasRenderingContext2D as unknown as Env['CanvasRenderingContext2D'],
    Image: Missing as unknown as Env['Image'],
    ImageData,
    Video: Missing as unknown as Env['Video'],
    createCanvasElement: (() => new OffscreenCanvas(1, 1)) as unknown as Env['createCanvasElement'],
    createImageElement: (() => new Missing()) as unknown as Env['createImageElement'],
    createVideoElement: (() => new Missing()) as unknown as Env['createVideoElement'],
    fetch: (url, init) => fetch(url, init),
    readFile: () => Promise.reject(new Error('face-api has no file system in a worker.')),
  };
}

/**
 * Loads face-api (TensorFlow.js bundled, imported lazily: only a FACE request pays for it) with
 * the CPU backend (no WebGL needed in a worker, and no wasm to fetch from a CDN) and the Tiny
 * Face Detector weights that ship in its npm package, served by the app (`?url`).
 */
async function loadFaceApi(): Promise<FaceApi> {
  const faceapi = await import('@vladmandic/face-api');
  // face-api knows windows and Node only; in a worker it needs its environment given.
  if (!faceapi.env.isBrowser()) faceapi.env.setEnv(workerEnvironment());
  const tf = faceapi.tf as unknown as TfBackends;
  await tf.setBackend('cpu');
  await tf.ready();
  const [manifest, weights] = await Promise.all([
    fetch(manifestUrl).then((r) => {
      if (!r.ok) throw new Error(`The face detector's weights manifest is missing (${r.status}).`);
      return r.json() as Promise<
        Array<{ weights: Parameters<FaceApi['tf']['io']['decodeWeights']>[1] }>
      >;
    }),
    fetch(weightsUrl).then((r) => {
      if (!r.ok) throw new Error(`The face detector's weights are missing (${r.status}).`);
      return r.arrayBuffer();
    }),
  ]);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(
    faceapi.tf.io.decodeWeights(weights, manifest[0]!.weights),
  );
  return faceapi;
}

/**
 * Faces through @vladmandic/face-api's Tiny Face Detector (MIT, weights in its npm package), in
 * the pipeline worker. Grey crops are fed as three equal channels.
 */
export function createBrowserFaceDetector(): FaceDetector {
  let ready: Promise<FaceApi> | undefined;
  return {
    async find(image: GrayImage): Promise<FaceFinding[]> {
      ready ??= loadFaceApi();
      ready.catch(() => (ready = undefined));
      const faceapi = await ready;
      const rgb = new Int32Array(image.width * image.height * 3);
      for (let i = 0, j = 0; i < image.pixels.length; i++, j += 3) {
        const v = image.pixels[i]!;
        rgb[j] = v;
        rgb[j + 1] = v;
        rgb[j + 2] = v;
      }
      const input = faceapi.tf.tensor3d(rgb, [image.height, image.width, 3], 'int32');
      try {
        const found = await faceapi.detectAllFaces(
          input,
          new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_SCORE }),
        );
        return found.map((d) => ({
          x: d.box.x,
          y: d.box.y,
          width: d.box.width,
          height: d.box.height,
          score: d.score,
        }));
      } finally {
        input.dispose();
      }
    },
  };
}
