import { describe, expect, it } from 'vitest';
import { toFormData } from '@/features/account/api/to-form-data';

describe('toFormData', () => {
  it('names every part in snake_case and leaves out undefined values', () => {
    const data = toFormData({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: undefined,
      passwordConfirm: 'secret-123',
      termsAccepted: true,
    });
    expect([...data.keys()]).toEqual([
      'first_name',
      'last_name',
      'password_confirm',
      'terms_accepted',
    ]);
    expect(data.get('terms_accepted')).toBe('true');
    expect(data.get('first_name')).toBe('Ada');
  });

  it('sends a blob as a file part named for its field', () => {
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    const part = toFormData({ photo }).get('photo');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('photo.jpg');
    expect((part as File).type).toBe('image/jpeg');
  });
});
