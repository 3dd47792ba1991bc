import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19456 KiB, t=2, p=1), the OWASP minimum;
// one hash costs ~20 ms here, cheap enough for seeding and log-in alike.
export const hashSecret = (secret: string): Promise<string> => hash(secret);

export const verifySecret = async (hashed: string, secret: string): Promise<boolean> => {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
};
