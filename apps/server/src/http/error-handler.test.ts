import { describe, expect, it } from 'vitest';
import { describeFailure } from './error-handler.js';

describe('describeFailure', () => {
  it('keeps the kind and codes of a database failure but never its SQL or parameters', () => {
    const error = new Error(
      'Failed query: select * from users where password_hash = $1\nparams: $argon2id$secret',
      {
        cause: Object.assign(new Error('duplicate key'), {
          code: '23505',
          constraint: 'users_email_unique',
        }),
      },
    );
    const described = describeFailure(error);
    expect(described).toMatchObject({
      type: 'Error',
      pgCode: '23505',
      constraint: 'users_email_unique',
    });
    expect(described.at).toMatch(/^at /);
    expect(JSON.stringify(described)).not.toMatch(/select|argon2|params/i);
  });
});
