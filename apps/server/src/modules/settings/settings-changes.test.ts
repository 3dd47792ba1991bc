import { describe, expect, it } from 'vitest';
import { changedFields } from './settings-changes.js';

describe('changedFields', () => {
  it('names only the fields whose value changes, each with what it was', () => {
    const before = { name: 'Corner Café', phone: '', hours: [{ opens: '08:00' }], vat: true };
    expect(
      changedFields(before, {
        name: 'Corner Café',
        phone: '01273 000000',
        hours: [{ opens: '08:00' }],
        vat: false,
      }),
    ).toEqual({ phone: { from: '', to: '01273 000000' }, vat: { from: true, to: false } });
  });

  it('compares lists and objects by value, and skips fields not sent', () => {
    const before = { hours: [{ opens: '08:00' }], name: 'X' };
    expect(changedFields(before, { hours: [{ opens: '09:00' }] })).toEqual({
      hours: { from: [{ opens: '08:00' }], to: [{ opens: '09:00' }] },
    });
    expect(changedFields(before, { name: undefined })).toEqual({});
  });
});
