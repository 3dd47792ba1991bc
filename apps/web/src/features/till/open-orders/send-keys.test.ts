import { describe, expect, it } from 'vitest';
import { forgetSendKey, sendKeyFor } from '@/features/till/open-orders/send-keys';

describe('sendKeyFor', () => {
  it('keeps one key for the same send until the server has answered', () => {
    const first = sendKeyFor('table-5:new:[cart]');
    expect(sendKeyFor('table-5:new:[cart]')).toBe(first);
    expect(sendKeyFor('table-6:new:[cart]')).not.toBe(first);
    forgetSendKey('table-5:new:[cart]');
    expect(sendKeyFor('table-5:new:[cart]')).not.toBe(first);
  });
});
