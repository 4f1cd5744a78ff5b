import { createHash } from 'node:crypto';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * The store's logo on labels (spec 001 §9: png or jpeg, by its type). The PDF embeds it as it is;
 * the ZPL needs it as 1-bit pixels for a ^GF graphic.
 */
export interface LabelLogo {
  data: Buffer;
  type: 'png' | 'jpeg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The logo's bytes, once they are what its type says (a renamed file would draw as garbage). */
export function checkLogo(logo: LabelLogo): Buffer {
  const signature = logo.type === 'png' ? PNG_SIGNATURE : JPEG_SIGNATURE;
  if (!logo.data.subarray(0, signature.length).equals(signature)) {
    throw new Error(`The logo is not a ${logo.type.toUpperCase()} image`);
  }
  return logo.data;
}

/** RGBA pixels of the logo, transparency over white. */
export interface LogoPixels {
  width: number;
  height: number;
  /** Luminance 0 (black) to 255 (white) per pixel, row by row. */
  luminance: Uint8Array;
}

/** Logos decoded lately, by content: a store's logo is decoded once, not once per document. */
const decoded = new Map<string, LogoPixels>();
const DECODED_KEPT = 8;

/** The logo's identity for caches of what is made from it. */
export function logoKey(logo: LabelLogo): string {
  return createHash('sha1').update(logo.type).update(logo.data).digest('hex');
}

export function decodeLogo(logo: LabelLogo): LogoPixels {
  const key = logoKey(logo);
  const known = decoded.get(key);
  if (known) return known;
  const pixels = decodeImage(logo);
  if (decoded.size >= DECODED_KEPT) decoded.delete(decoded.keys().next().value as string);
  decoded.set(key, pixels);
  return pixels;
}

function decodeImage(logo: LabelLogo): LogoPixels {
  const data = checkLogo(logo);
  const image =
    logo.type === 'png'
      ? PNG.sync.read(data)
      : jpeg.decode(data, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 64 });
  const { width, height } = image;
  const rgba = image.data;
  const luminance = new Uint8Array(width * height);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const alpha = rgba[pixel * 4 + 3] / 255;
    const gray = 0.299 * rgba[pixel * 4] + 0.587 * rgba[pixel * 4 + 1] + 0.114 * rgba[pixel * 4 + 2];
    luminance[pixel] = Math.round(gray * alpha + 255 * (1 - alpha));
  }
  return { width, height, luminance };
}

/** Width over height, for the layout to place the logo undistorted. */
export function logoAspectRatio(logo: LabelLogo): number {
  const data = checkLogo(logo);
  if (logo.type === 'png') return data.readUInt32BE(16) / data.readUInt32BE(20);
  const { width, height } = decodeLogo(logo);
  return width / height;
}
