import crypto from 'node:crypto';

/** A random opaque token for a cookie or a link; only its hash is stored. */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');
