import type { ProfilePatch, User } from '@opentill/contract/accounts/account.schemas';
import type { Page, PagingQuery } from '@opentill/contract/http/paging';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { offsetOf, toPage } from '@/http/paging.js';
import type { FileStore } from '@/infra/files/file-store.js';
import {
  findActiveUserOfClient,
  listActiveUsers,
  updateUserProfile,
} from '@/modules/auth/user-profile.service.js';
import type { UserRow } from '@/modules/session/session.service.js';
import { discardProfilePhoto, storeProfilePhoto } from './profile-photo.service.js';
import { toUser } from './user-view.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const listUsers = async (
  db: Db,
  clientId: string,
  query: PagingQuery,
  url: string,
): Promise<Page<User>> => {
  const { rows, count } = await listActiveUsers(db, clientId, {
    offset: offsetOf(query),
    limit: query.limit,
  });
  return toPage(rows.map(toUser), count, query, url);
};

/** An active user of the merchant; anything else (another merchant's, removed, not an id) is a 404. */
export const getUserOfClient = async (db: Db, clientId: string, id: string): Promise<UserRow> => {
  const user = UUID.test(id) ? await findActiveUserOfClient(db, clientId, id) : null;
  if (!user) throw AppError.notFound('No such user.');
  return user;
};

/**
 * Saves the fields sent and, when one came, the new photo (stored first, so the
 * row never names a file that is not there; the old file goes after).
 */
export const updateMyProfile = async (
  db: Db,
  store: FileStore,
  user: UserRow,
  input: { changes: ProfilePatch; photo: Buffer | null },
): Promise<User> => {
  const photoPath = input.photo ? await storeProfilePhoto(store, user.id, input.photo) : undefined;
  const updated = await updateUserProfile(db, user, {
    ...input.changes,
    ...(photoPath ? { photoPath } : {}),
  });
  if (photoPath && user.photoPath !== photoPath) await discardProfilePhoto(store, user.photoPath);
  return toUser(updated);
};

/** The stored JPEG of a user of the merchant, with its version for the ETag. */
export const readUserPhoto = async (
  db: Db,
  store: FileStore,
  clientId: string,
  id: string,
): Promise<{ jpeg: Buffer; version: string }> => {
  const user = await getUserOfClient(db, clientId, id);
  const jpeg = user.photoPath ? await store.get(user.photoPath) : null;
  if (!user.photoPath || !jpeg) throw AppError.notFound('This user has no photo.');
  return {
    jpeg,
    version:
      user.photoPath
        .split('/')
        .pop()
        ?.replace(/\.jpg$/, '') ?? '',
  };
};
