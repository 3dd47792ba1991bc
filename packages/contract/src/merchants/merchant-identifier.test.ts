import { describe, expect, it } from 'vitest';
import {
  MERCHANT_IDENTIFIER_MAX,
  MERCHANT_IDENTIFIER_PATTERN,
  merchantIdentifierFromName,
} from './merchant-identifier.js';

describe('merchantIdentifierFromName', () => {
  it('makes a lower-case slug without accents, apostrophes or stray hyphens', () => {
    expect(merchantIdentifierFromName('Rosa’s Kitchen & Café')).toBe('rosas-kitchen-cafe');
    expect(merchantIdentifierFromName('  The  Old Bakery!  ')).toBe('the-old-bakery');
    expect(merchantIdentifierFromName('***')).toBe('');
  });

  it('keeps within the length limit and still matches the pattern', () => {
    const slug = merchantIdentifierFromName(`${'a'.repeat(49)} b c`);
    expect(slug.length).toBeLessThanOrEqual(MERCHANT_IDENTIFIER_MAX);
    expect(slug).toMatch(MERCHANT_IDENTIFIER_PATTERN);
    expect(slug.endsWith('-')).toBe(false);
  });
});
