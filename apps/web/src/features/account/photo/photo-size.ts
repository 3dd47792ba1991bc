import { PHOTO_MAX_PX } from '@opentill/contract/accounts/account-constants';

export type PixelSize = { width: number; height: number };

/**
 * The size a photo is drawn at: its longer side at most `maxPx` (spec 000 §3, §9), the
 * proportions kept, never enlarged. The longer side lands on `maxPx` exactly, so rounding
 * the shorter one can never push the picture over the limit.
 */
export const fitWithin = ({ width, height }: PixelSize, maxPx = PHOTO_MAX_PX): PixelSize => {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height)))
    throw new RangeError(`A photo must have a positive size, not ${width}×${height}`);
  const longer = Math.max(width, height);
  if (longer <= maxPx) return { width, height };
  const shorter = (side: number) => Math.max(1, Math.round((side * maxPx) / longer));
  return width >= height
    ? { width: maxPx, height: shorter(height) }
    : { width: shorter(width), height: maxPx };
};
