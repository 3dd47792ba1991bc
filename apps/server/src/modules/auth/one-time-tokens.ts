import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { loginTokens, passwordResetTokens } from '@/db/schema/index.js';
import { clientIdByIdentifier } from '@/modules/clients/client-settings.service.js';
import { hashToken, newToken } from '@/modules/session/session-token.js';

export type TokenKind = 'login' | 'reset';
const tables = { login: loginTokens, reset: passwordResetTokens } as const;

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  login: 30 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export const issueToken = async (
  db: Db,
  kind: TokenKind,
  owner: { clientId: string; userId: string },
): Promise<string> => {
  const token = newToken();
  await db.insert(tables[kind]).values({
    clientId: owner.clientId,
    userId: owner.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[kind]),
  });
  return token;
};

/** Whose token it must be: a token presented for someone else stays unused. */
export type TokenOwnerCheck = { userId?: string; merchantIdentifier?: string };

/**
 * Marks an unused, unexpired token used and returns its owner, in one
 * statement, so two racing uses cannot both succeed. The owner check is part
 * of the statement: a link opened for the wrong user or merchant is not used up.
 */
export const consumeToken = async (
  db: Db,
  kind: TokenKind,
  token: string,
  check: TokenOwnerCheck = {},
): Promise<{ clientId: string; userId: string } | null> => {
  const table = tables[kind];
  const now = new Date();
  const merchant = check.merchantIdentifier;
  const [row] = await db
    .update(table)
    .set({ usedAt: now })
    .where(
      and(
        eq(table.tokenHash, hashToken(token)),
        isNull(table.usedAt),
        gt(table.expiresAt, now),
        check.userId ? eq(table.userId, check.userId) : undefined,
        merchant ? inArray(table.clientId, clientIdByIdentifier(db, merchant)) : undefined,
      ),
    )
    .returning({ clientId: table.clientId, userId: table.userId });
  return row ?? null;
};

/** Makes every outstanding link of a user unusable: a password change supersedes them. */
export const revokeUserTokens = async (db: Db, userId: string): Promise<void> => {
  const now = new Date();
  for (const table of Object.values(tables)) {
    await db
      .update(table)
      .set({ usedAt: now })
      .where(and(eq(table.userId, userId), isNull(table.usedAt)));
  }
};
