import { describe, expect, it } from 'vitest';
import { hashSecret, StoredHashError, verifySecret } from './password-hash.js';

describe('verifySecret', () => {
  it('is true for the secret and false for a wrong one', async () => {
    const hashed = await hashSecret('opentill-demo');
    expect(await verifySecret(hashed, 'opentill-demo')).toBe(true);
    expect(await verifySecret(hashed, 'wrong')).toBe(false);
  });

  it('reports a corrupt stored hash as a server fault, not as a wrong password', async () => {
    const hashed = await hashSecret('opentill-demo');
    for (const corrupt of [hashed.slice(0, -6), 'not-a-hash', '']) {
      await expect(verifySecret(corrupt, 'opentill-demo')).rejects.toBeInstanceOf(StoredHashError);
    }
  });
});
