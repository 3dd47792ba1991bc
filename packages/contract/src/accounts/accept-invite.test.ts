import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { acceptInviteSchema } from './account.schemas.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

const fieldErrors = (input: unknown): Record<string, string> => {
  const result = acceptInviteSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('acceptInviteSchema', () => {
  it('says the passwords differ alongside the other fields, not only once they are fixed', () => {
    expect(
      fieldErrors({ firstName: '', lastName: 'Lee', password: 'abcdefgh', passwordConfirm: 'x' }),
    ).toEqual({
      firstName: ACCOUNT_MESSAGES.firstNameRequired,
      passwordConfirm: messages.passwordsMustMatch,
      termsAccepted: ACCOUNT_MESSAGES.termsRequired,
    });
  });

  it('accepts a complete form, terms ticked as a multipart string or a boolean', () => {
    const form = {
      firstName: 'Ana',
      lastName: 'Lee',
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    };
    expect(fieldErrors({ ...form, termsAccepted: true })).toEqual({});
    expect(fieldErrors({ ...form, termsAccepted: 'true' })).toEqual({});
    expect(fieldErrors({ ...form, termsAccepted: 'false' })).toEqual({
      termsAccepted: ACCOUNT_MESSAGES.termsRequired,
    });
  });
});
