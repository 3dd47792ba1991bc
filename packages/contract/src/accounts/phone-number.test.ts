import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, normalisePhoneNumber } from './phone-number.js';

describe('phone numbers', () => {
  it('accepts what people type, British numbers with or without +44, and other countries with their code', () => {
    for (const ok of [
      '07700 900123',
      '+44 7700 900123',
      '(020) 7946-0958',
      '020.7946.0958',
      '0044 7700 900123',
      '+1 202 555 0123',
    ])
      expect(isValidPhoneNumber(ok), ok).toBe(true);
  });

  it('refuses letters, too few and too many digits', () => {
    for (const bad of ['', 'call me', '12345', '12ab', '+44 7700 900123 4567', '0770O900123'])
      expect(isValidPhoneNumber(bad), bad).toBe(false);
  });

  it('makes one E.164 number of every way of writing it', () => {
    const forms = [
      '07700 900123',
      '+44 7700 900123',
      ' 07700-900-123 ',
      '+44 (0)7700 900123',
      '0044 7700 900123',
      '(07700) 900123',
    ];
    expect(new Set(forms.map(normalisePhoneNumber))).toEqual(new Set(['+447700900123']));
    expect(normalisePhoneNumber('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('gives nothing for text that is no phone number, so it matches nothing', () => {
    expect(normalisePhoneNumber('call me')).toBe('');
    expect(normalisePhoneNumber('')).toBe('');
  });
});
