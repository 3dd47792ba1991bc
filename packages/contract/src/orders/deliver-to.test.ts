import { describe, expect, it } from 'vitest';
import { DELIVER_TO_VALUES, needsTermsAgreement } from './deliver-to.js';

describe('needsTermsAgreement (issue 13)', () => {
  it('asks for the terms only where the customer would have ordered themselves', () => {
    expect(DELIVER_TO_VALUES.filter(needsTermsAgreement)).toEqual([
      'click_and_collect',
      'home_delivery',
    ]);
  });
});
