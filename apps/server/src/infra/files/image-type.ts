export type ImageType = 'jpeg' | 'png' | 'webp';

const startsWith = (data: Buffer, bytes: readonly number[], at = 0): boolean =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);

/**
 * The image type its first bytes declare, or null: the name and the
 * Content-Type a browser sends are only the sender's word for it.
 */
export const sniffImageType = (data: Buffer): ImageType | null => {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
};
