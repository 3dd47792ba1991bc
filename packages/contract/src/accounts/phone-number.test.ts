import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, normalisePhoneNumber } from './phone-number.js';

describe('phone numbers', () => {
  it('accepts what people type', () => {
    for (const ok of ['07700 900123', '+44 7700 900123', '(020) 7946-0958', '020.7946.0958'])
      expect(isValidPhoneNumber(ok)).toBe(true);
  });
  it('refuses letters, too few and too many digits', () => {
    for (const bad of ['', 'call me', '12345', '+44 7700 900123 4567', '0770O900123'])
      expect(isValidPhoneNumber(bad)).toBe(false);
  });
  it('normalises so that spacing does not matter', () => {
    expect(normalisePhoneNumber(' 07700 900-123 ')).toBe('07700900123');
    expect(normalisePhoneNumber('+44 (0)7700 900123')).toBe('+4407700900123');
  });
});
