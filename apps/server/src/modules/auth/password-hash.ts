import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19456 KiB, t=2, p=1), the OWASP minimum;
// one hash costs ~20 ms here, cheap enough for seeding and log-in alike.
export const hashSecret = (secret: string): Promise<string> => hash(secret);

/**
 * A stored password or PIN hash that cannot be read: the data is damaged, not
 * the person's secret wrong. It reaches the error handler, which logs it and
 * answers 500, rather than telling someone who typed the right secret it was wrong.
 */
export class StoredHashError extends Error {
  override name = 'StoredHashError';
}

export const verifySecret = async (hashed: string, secret: string): Promise<boolean> => {
  try {
    // false for a wrong secret; it throws only when the hash itself cannot be decoded.
    return await verify(hashed, secret);
  } catch (error) {
    throw new StoredHashError('a stored secret hash could not be decoded', { cause: error });
  }
};
