import { describe, expect, it } from 'vitest';
import { buildProfileFields } from '@/features/account/profile-fields';

describe('buildProfileFields', () => {
  it('sends only the fields with something in them', () => {
    expect(buildProfileFields({ firstName: 'Ada', lastName: '', phone: '   ' }, null)).toEqual({
      firstName: 'Ada',
    });
  });

  it('does not send a photo that is already a URL', () => {
    const fields = buildProfileFields({ firstName: 'Ada' }, '/api/users/u-1/photo/?v=3');
    expect(fields).not.toHaveProperty('photo');
  });

  it('sends a newly chosen photo', () => {
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    expect(buildProfileFields({ phone: '07700 900123' }, photo)).toEqual({
      phone: '07700 900123',
      photo,
    });
  });
});
