import crypto from 'node:crypto';
import { PHOTO_MAX_PX } from '@opentill/contract/accounts/account-constants';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import type { Db } from '@/db/client.js';
import type { FileStore } from '@/infra/files/file-store.js';
import { createPgFileStore } from '@/infra/files/pg-file-store.js';
import { NotAnImageError, reencodePhoto } from '@/infra/files/profile-photo.js';

/** Where profile photos are kept: the database, which every process shares. */
export const photoStoreFor = (db: Db): FileStore => createPgFileStore(db);

/** The JPEG to store (null when no photo was sent) and the refusals on `photo`. */
export type PhotoCheck = { jpeg: Buffer | null; errors: Record<string, string[]> };

/**
 * Checks an uploaded photo and makes the JPEG that will be stored: too large
 * (cut off at the upload limit) and not an image are refused on `photo`.
 */
export const prepareProfilePhoto = async (upload: {
  file: Buffer | null;
  isFileTooLarge: boolean;
}): Promise<PhotoCheck> => {
  if (upload.isFileTooLarge)
    return { jpeg: null, errors: { photo: [ACCOUNT_MESSAGES.photoTooLarge] } };
  if (!upload.file) return { jpeg: null, errors: {} };
  try {
    return { jpeg: await reencodePhoto(upload.file, PHOTO_MAX_PX), errors: {} };
  } catch (error) {
    if (!(error instanceof NotAnImageError)) throw error;
    return { jpeg: null, errors: { photo: [ACCOUNT_MESSAGES.photoNotImage] } };
  }
};

/** Stores a user's photo under a key named by its content hash, and answers the key. */
export const storeProfilePhoto = async (
  store: FileStore,
  userId: string,
  jpeg: Buffer,
): Promise<string> => {
  const hash = crypto.createHash('sha256').update(jpeg).digest('hex').slice(0, 16);
  const key = `photos/users/${userId}/${hash}.jpg`;
  await store.put(key, jpeg);
  return key;
};

/** Removes a photo no row points at any more; a failure only leaves a stray file. */
export const discardProfilePhoto = async (store: FileStore, key: string | null): Promise<void> => {
  if (!key) return;
  await store.delete(key).catch(() => undefined);
};
