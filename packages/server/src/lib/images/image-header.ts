/**
 * The type and size of an uploaded image, read from its first bytes before anything decodes it:
 * a small file can declare a huge picture (a decompression bomb), and the file's name or the
 * browser's content type say nothing reliable about what it holds.
 */
export type ImageType = 'jpeg' | 'png' | 'webp';

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const be32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const le24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngHeader(b: Uint8Array): ImageHeader | undefined {
  if (b.length < 24 || !PNG_SIGNATURE.every((byte, i) => b[i] === byte)) return undefined;
  if (ascii(b, 12, 4) !== 'IHDR') return undefined;
  return { type: 'png', width: be32(b, 16), height: be32(b, 20) };
}

/** JPEG: the frame header (SOF0 to SOF15, but not DHT, JPG and DAC) carries the size. */
function jpegHeader(b: Uint8Array): ImageHeader | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return undefined;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'jpeg', height: be16(b, at + 5), width: be16(b, at + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end or scan data before a frame
    at += 2 + be16(b, at + 2);
  }
  return undefined;
}

function webpHeader(b: Uint8Array): ImageHeader | undefined {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { type: 'webp', width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const width = 1 + (((b[22]! & 0x3f) << 8) | b[21]!);
    const height = 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6));
    return { type: 'webp', width, height };
  }
  if (chunk === 'VP8X') return { type: 'webp', width: 1 + le24(b, 24), height: 1 + le24(b, 27) };
  return undefined;
}

/** The image's type and size, or undefined when the bytes are none of JPEG, PNG and WebP. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const header = jpegHeader(bytes) ?? pngHeader(bytes) ?? webpHeader(bytes);
  if (!header || header.width < 1 || header.height < 1) return undefined;
  return header;
}

/**
 * The EXIF orientation (1 to 8) of a JPEG, 1 when it has none: phones store photos sideways and
 * say so here, and the re-encoded copy drops EXIF, so the turn is applied to the pixels.
 */
export function jpegOrientation(b: Uint8Array): number {
  if (b[0] !== 0xff || b[1] !== 0xd8) return 1;
  let at = 2;
  while (at + 4 < b.length && b[at] === 0xff) {
    const marker = b[at + 1]!;
    const length = be16(b, at + 2);
    if (marker === 0xda || marker === 0xd9) return 1;
    if (marker === 0xe1 && ascii(b, at + 4, 4) === 'Exif') {
      const tiff = at + 10;
      const little = ascii(b, tiff, 2) === 'II';
      const u16 = (p: number) => (little ? le16(b, p) : be16(b, p));
      const u32 = (p: number) => (little ? (le16(b, p) | (le16(b, p + 2) << 16)) >>> 0 : be32(b, p));
      const ifd = tiff + u32(tiff + 4);
      if (ifd + 2 > b.length) return 1;
      const entries = u16(ifd);
      for (let i = 0; i < entries; i += 1) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > b.length) return 1;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}
