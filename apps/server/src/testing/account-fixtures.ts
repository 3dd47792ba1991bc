import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A folder of its own for one test file's uploads, as FILES_DIR. */
export const tempFilesDir = (): Promise<string> =>
  fs.mkdtemp(path.join(os.tmpdir(), 'opentill-files-'));

/** A real PNG, e.g. a 1200×800 photo a phone would send before any resizing. */
export const makePng = (width: number, height: number): Promise<Buffer> =>
  sharp({
    create: { width, height, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();

/** A multipart form as the web sends it: snake_case text fields and an optional photo. */
export const multipartForm = (
  fields: Record<string, string>,
  photo?: { data: Buffer; filename: string; type: string },
): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo)
    form.append(
      'photo',
      new Blob([new Uint8Array(photo.data)], { type: photo.type }),
      photo.filename,
    );
  return form;
};
