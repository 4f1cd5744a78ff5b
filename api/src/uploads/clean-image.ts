import sharp from 'sharp';
import { type ImageType, detectImageType } from './image-type';

/**
 * Largest image decoded, in pixels (50 MP: more than any phone or shop camera takes). An 8 MB file
 * can hold a far larger picture that would take gigabytes to decode (a decompression bomb).
 */
export const UPLOAD_MAX_PIXELS = 50_000_000;

export type CleanImageResult =
  | { ok: true; bytes: Buffer; type: ImageType }
  | { ok: false; reason: 'notAnImage' | 'notDecodable' | 'tooManyPixels' };

/** sharp's name of each accepted format. */
const SHARP_FORMAT: Record<ImageType['extension'], string> = {
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
};

/**
 * An uploaded file, decoded in full and encoded again in its own format, or the reason it is
 * refused. What is stored is only the picture: a file that merely starts like an image, or carries
 * something after the image's end (a polyglot: a picture that is also a script, a page or an
 * archive), is refused; what the format allows inside (EXIF with the phone's GPS position, comments,
 * colour profiles, text chunks) is dropped by the new encoding. The picture is turned upright first,
 * since the EXIF orientation that said how goes with the rest.
 */
export async function cleanImage(input: Buffer): Promise<CleanImageResult> {
  const type = detectImageType(input);
  if (!type) return { ok: false, reason: 'notAnImage' };
  if (hasTrailingData(input, type)) return { ok: false, reason: 'notDecodable' };
  const animated = type.extension === 'gif' || type.extension === 'webp';
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS, animated });
    const { format } = await image.metadata();
    if (format !== SHARP_FORMAT[type.extension]) return { ok: false, reason: 'notDecodable' };
    const upright = image.rotate();
    const encoded =
      type.extension === 'png'
        ? upright.png()
        : type.extension === 'jpg'
          ? upright.jpeg({ quality: 90 })
          : type.extension === 'webp'
            ? upright.webp({ quality: 90 })
            : upright.gif();
    return { ok: true, bytes: await encoded.toBuffer(), type };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { ok: false, reason: /pixel limit/i.test(message) ? 'tooManyPixels' : 'notDecodable' };
  }
}

/**
 * Whether bytes follow the image's own end: PNG's IEND chunk, GIF's trailer byte, the length
 * WebP's RIFF header gives, JPEG's end-of-image marker (zero padding some cameras add is allowed).
 */
function hasTrailingData(bytes: Buffer, type: ImageType): boolean {
  switch (type.extension) {
    case 'png':
      return !bytes.subarray(-12).equals(PNG_END);
    case 'gif':
      return bytes[bytes.length - 1] !== 0x3b;
    case 'webp':
      return bytes.length < 12 || bytes.readUInt32LE(4) + 8 !== bytes.length;
    case 'jpg': {
      let end = bytes.length;
      while (end > 0 && bytes[end - 1] === 0) end--;
      return !(end >= 2 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9);
    }
  }
}

/** An empty IEND chunk: length 0, type, CRC. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
