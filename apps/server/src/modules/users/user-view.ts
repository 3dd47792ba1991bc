import type { User } from '@opentill/contract/accounts/account.schemas';
import type { UserRow } from '@/modules/session/session.service.js';

/**
 * The URL a user's photo is served at, or null. The version is the stored
 * file's content hash (its key's name), so a new photo gets a new URL and
 * browsers may cache each one for good.
 */
export const userPhotoUrl = (user: Pick<UserRow, 'id' | 'photoPath'>): string | null => {
  if (!user.photoPath) return null;
  const version =
    user.photoPath
      .split('/')
      .pop()
      ?.replace(/\.jpg$/, '') ?? '';
  return `/api/users/${user.id}/photo/?v=${version}`;
};

export const toUser = (user: UserRow): User => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  photo: userPhotoUrl(user),
  tags: user.tags,
  termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
});
