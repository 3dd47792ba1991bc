import { sniffImageType } from './image-type.js';

/** The upload is not a JPEG, PNG or WebP image, or does not decode as one. */
export class NotAnImageError extends Error {
  constructor() {
    super('not a JPEG, PNG or WebP image');
  }
}

// A photo is decoded in memory: refuse images whose pixel count alone would
// take hundreds of megabytes, whatever their compressed size.
const MAX_INPUT_PIXELS = 50_000_000;
const JPEG_QUALITY = 85;

/**
 * Decodes an uploaded photo and encodes it again as a JPEG at most `maxPx` on
 * its longer side, turned upright and with every metadata block (EXIF, GPS,
 * ICC) left behind. Whatever the browser already did, the stored file is
 * always one the server made.
 */
export const reencodePhoto = async (data: Buffer, maxPx: number): Promise<Buffer> => {
  if (!sniffImageType(data)) throw new NotAnImageError();
  // Loaded on the first photo, not at start-up: libvips adds to cold start and memory.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new NotAnImageError();
  }
};
