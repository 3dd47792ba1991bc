import { describe, expect, it } from 'vitest';
import { BRAND_TITLE } from '@opentill/contract/constants';
import { toDocumentTitle } from '@/app/route-handle';

describe('document title', () => {
  it("puts the product's prefix before the page title (spec 000 §1)", () => {
    expect(toDocumentTitle('Orders')).toBe('OpenTill | Orders');
    expect(toDocumentTitle('Refer a friend')).toBe('OpenTill | Refer a friend');
  });

  it('is the prefix alone for a page with no title of its own', () => {
    expect(toDocumentTitle(BRAND_TITLE)).toBe('OpenTill');
  });
});
