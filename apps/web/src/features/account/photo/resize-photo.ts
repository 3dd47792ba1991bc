import { fitWithin } from '@/features/account/photo/photo-size';

/** JPEG quality for profile photos: small files, no visible blocks at 400 px. */
export const PHOTO_JPEG_QUALITY = 0.85;

const canvasToJpeg = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob === null ? reject(new Error('The photo could not be encoded')) : resolve(blob),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    );
  });

/**
 * Decodes a chosen picture and redraws it as a JPEG at most 400 px on its longer side
 * (spec 000 §3). Rejects when the file is not a picture the browser can decode. The size
 * arithmetic is `fitWithin`, tested apart; this stays a thin call into the canvas.
 */
export const resizePhoto = async (file: Blob): Promise<Blob> => {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin({ width: bitmap.width, height: bitmap.height });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('This browser cannot draw the photo');
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await canvasToJpeg(canvas);
  } finally {
    bitmap.close();
  }
};
