import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Re-encodes an uploaded photo as a JPEG of sane size with photon (Rust compiled to WebAssembly:
 * no native build and no install script). It runs in a worker thread of its own for each photo:
 * decoding takes hundreds of milliseconds that must not stall the server's other requests, and
 * a WebAssembly trap on a damaged file ends that worker, not the module every later upload uses.
 * The worker code is plain JavaScript in a string, so the bundled server needs no second entry.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const photon = require(workerData.photonPath);
const { bytes, maxSide, quality, orientation } = workerData;
const source = photon.PhotonImage.new_from_byteslice(bytes);
let width = source.get_width();
let height = source.get_height();
const scale = Math.min(1, maxSide / Math.max(width, height));
let image = source;
if (scale < 1) {
  width = Math.max(1, Math.round(width * scale));
  height = Math.max(1, Math.round(height * scale));
  image = photon.resize(source, width, height, photon.SamplingFilter.Lanczos3);
  source.free();
}
const px = image.get_raw_pixels();
image.free();
// A JPEG has no transparency: transparent parts become white, as on the pages' white cards.
for (let i = 0; i < px.length; i += 4) {
  const a = px[i + 3];
  if (a !== 255) {
    const k = a / 255;
    px[i] = Math.round(px[i] * k + 255 * (1 - k));
    px[i + 1] = Math.round(px[i + 1] * k + 255 * (1 - k));
    px[i + 2] = Math.round(px[i + 2] * k + 255 * (1 - k));
    px[i + 3] = 255;
  }
}
// EXIF orientation 2 to 8: where each output pixel comes from in the stored picture.
const turned = orientation >= 5;
const outW = turned ? height : width;
const outH = turned ? width : height;
let out = px;
if (orientation > 1) {
  out = new Uint8Array(px.length);
  const from = {
    2: (x, y) => [width - 1 - x, y],
    3: (x, y) => [width - 1 - x, height - 1 - y],
    4: (x, y) => [x, height - 1 - y],
    5: (x, y) => [y, x],
    6: (x, y) => [y, height - 1 - x],
    7: (x, y) => [width - 1 - y, height - 1 - x],
    8: (x, y) => [width - 1 - y, x],
  }[orientation];
  for (let y = 0; y < outH; y += 1) {
    for (let x = 0; x < outW; x += 1) {
      const [sx, sy] = from(x, y);
      const s = (sy * width + sx) * 4;
      const d = (y * outW + x) * 4;
      out[d] = px[s]; out[d + 1] = px[s + 1]; out[d + 2] = px[s + 2]; out[d + 3] = 255;
    }
  }
}
const flat = new photon.PhotonImage(out, outW, outH);
const jpeg = flat.get_bytes_jpeg(quality);
flat.free();
parentPort.postMessage({ jpeg, width: outW, height: outH }, [jpeg.buffer]);
`;

const photonPath = createRequire(import.meta.url).resolve('@silvia-odwyer/photon-node');

export interface EncodedImage {
  content: Buffer;
  width: number;
  height: number;
}

export interface EncodeOptions {
  /** The longest side of the result, in pixels. */
  maxSide: number;
  /** JPEG quality, 1 to 100. */
  quality: number;
  /** EXIF orientation of the source, 1 (none) to 8. */
  orientation: number;
  timeoutMs: number;
}

export class ImageDecodeError extends Error {}

/** The photo as a JPEG no larger than maxSide; rejects with ImageDecodeError when it cannot be read. */
export function encodeJpeg(bytes: Uint8Array, options: EncodeOptions): Promise<EncodedImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { photonPath, bytes, ...options },
      // The pixels live in WebAssembly memory, bounded by the caller's size check; this bounds the rest.
      resourceLimits: { maxOldGenerationSizeMb: 64 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new ImageDecodeError('la imagen tardo demasiado en procesarse'))),
      options.timeoutMs,
    );
    worker.once('message', (result: { jpeg: Uint8Array; width: number; height: number }) =>
      finish(() =>
        resolve({
          content: Buffer.from(result.jpeg.buffer, result.jpeg.byteOffset, result.jpeg.byteLength),
          width: result.width,
          height: result.height,
        }),
      ),
    );
    worker.once('error', (error) => finish(() => reject(new ImageDecodeError(String(error)))));
    worker.once('exit', () => finish(() => reject(new ImageDecodeError('el proceso de la imagen termino'))));
  });
}
