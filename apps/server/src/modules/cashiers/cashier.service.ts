import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type {
  Cashier,
  CreateCashierInput,
  UpdateCashierInput,
} from '@opentill/contract/cashiers/cashier.schemas';
import { DEFAULT_TILE_COLOUR } from '@opentill/contract/catalogue/colour';
import type { Db } from '@/db/client.js';
import { cashiers } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { hashSecret } from '@/modules/auth/password-hash.js';
import { signCashierOutEverywhere } from '@/modules/session/session.service.js';
import { toCashier, type CashierRow } from './cashier-view.js';

const live = (clientId: string) => and(eq(cashiers.clientId, clientId), isNull(cashiers.deletedAt));

export const listCashiers = async (db: Db, clientId: string): Promise<Cashier[]> => {
  const rows = await db
    .select()
    .from(cashiers)
    .where(live(clientId))
    .orderBy(asc(cashiers.createdAt), asc(cashiers.username), asc(cashiers.id));
  return rows.map(toCashier);
};

/** A live cashier of this merchant; another merchant's id is simply not found. */
export const findCashier = async (
  db: Db,
  clientId: string,
  cashierId: string,
): Promise<CashierRow | undefined> => {
  const [row] = await db
    .select()
    .from(cashiers)
    .where(and(live(clientId), eq(cashiers.id, cashierId)))
    .limit(1);
  return row;
};

const getCashier = async (db: Db, clientId: string, cashierId: string): Promise<CashierRow> => {
  const row = await findCashier(db, clientId, cashierId);
  if (!row) throw AppError.notFound('Cashier not found.');
  return row;
};

// Hashed before the transaction: argon2 is slow, and PGlite runs one transaction at a time.
const pinHashOf = async (pin: string | null | undefined) =>
  pin === undefined ? undefined : pin === null ? null : await hashSecret(pin);

/** The name typed, or null when it was left blank (the contract has trimmed it). */
const givenName = (username: string | undefined): string | null =>
  username === undefined || username === '' ? null : username;

/** A name for a cashier added without one (001 §5 "no rules"): "Cashier 3" for the third. */
const defaultUsername = async (db: Db, clientId: string): Promise<string> => {
  const [row] = await db.select({ n: count() }).from(cashiers).where(live(clientId));
  return `Cashier ${(row?.n ?? 0) + 1}`;
};

export const createCashier = async (
  db: Db,
  clientId: string,
  input: CreateCashierInput,
  actor: AuditActor,
): Promise<Cashier> => {
  const pinHash = (await pinHashOf(input.pin)) ?? null;
  const username = givenName(input.username) ?? (await defaultUsername(db, clientId));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cashiers)
      .values({
        clientId,
        username,
        colour: input.colour ?? DEFAULT_TILE_COLOUR,
        pinHash,
        hasEditPermission: input.hasEditPermission ?? false,
        isManager: input.isManager ?? false,
      })
      .returning();
    if (!row) throw new Error('cashier insert returned nothing');
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'cashier.create',
      entity: 'cashier',
      entityId: row.id,
      details: {
        hasPin: row.pinHash !== null,
        hasEditPermission: row.hasEditPermission,
        isManager: row.isManager,
      },
    });
    return toCashier(row);
  });
};

/**
 * Partial update; a PIN change and a permission change each leave an audit entry.
 * A blank name keeps the current one; a null or blank colour is the default; a null
 * or blank PIN removes it, so the cashier signs in with one tap.
 */
export const updateCashier = async (
  db: Db,
  clientId: string,
  cashierId: string,
  input: UpdateCashierInput,
  actor: AuditActor,
): Promise<Cashier> => {
  const before = await getCashier(db, clientId, cashierId);
  const pinHash = await pinHashOf(input.pin);
  const changes = Object.fromEntries(
    Object.entries({
      username: givenName(input.username) ?? undefined,
      colour: input.colour === null ? DEFAULT_TILE_COLOUR : input.colour,
      pinHash,
      hasEditPermission: input.hasEditPermission,
      isManager: input.isManager,
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) return toCashier(before);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(cashiers)
      .set(changes)
      .where(and(live(clientId), eq(cashiers.id, cashierId)))
      .returning();
    if (!row) throw AppError.notFound('Cashier not found.');
    const audit = (action: string, details: Record<string, unknown>) =>
      recordAudit(tx, { clientId, actor, action, entity: 'cashier', entityId: cashierId, details });
    if (pinHash !== undefined) await audit('cashier.pin_change', { hasPin: pinHash !== null });
    if (row.hasEditPermission !== before.hasEditPermission || row.isManager !== before.isManager) {
      await audit('cashier.permission_change', {
        hasEditPermission: row.hasEditPermission,
        isManager: row.isManager,
      });
    }
    return toCashier(row);
  });
};

/** Soft delete: orders and payments keep pointing at the cashier for the per-cashier report. */
export const deleteCashier = async (
  db: Db,
  clientId: string,
  cashierId: string,
  actor: AuditActor,
): Promise<void> => {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cashiers)
      .set({ deletedAt: new Date() })
      .where(and(live(clientId), eq(cashiers.id, cashierId)))
      .returning({ id: cashiers.id });
    if (!row) throw AppError.notFound('Cashier not found.');
    await signCashierOutEverywhere(tx, clientId, cashierId);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'cashier.delete',
      entity: 'cashier',
      entityId: cashierId,
    });
  });
};
