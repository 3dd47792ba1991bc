import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import {
  SCREEN_CODE_ALPHABET,
  SCREEN_CODE_LENGTH,
  SCREEN_CODE_LIFETIME_MS,
  screenCodeMessages,
  type ScreenCodeResponse,
  type ScreenCodeStatus,
} from '@opentill/contract/devices/screen-code.schemas';
import type { PairedScreen } from '@opentill/contract/devices/screen.schemas';
import type { Db } from '@/db/client.js';
import { devices, screenPairingCodes } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { toDevice } from '@/modules/session/session-view.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const newCode = (): string =>
  Array.from(
    { length: SCREEN_CODE_LENGTH },
    () => SCREEN_CODE_ALPHABET[randomInt(SCREEN_CODE_ALPHABET.length)],
  ).join('');

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * POST screens/pairing-codes/: a code for a screen that belongs to nobody yet. Expired rows
 * go first, so a code is unique among the live ones; a clash with a
 * live code (one in a billion) draws again.
 */
export const createScreenCode = async (db: Db, now = new Date()): Promise<ScreenCodeResponse> => {
  // A claimed code waits for its screen to collect the id, even past its expiry, for a while.
  const forgottenClaim = new Date(now.getTime() - SCREEN_CODE_LIFETIME_MS);
  await db
    .delete(screenPairingCodes)
    .where(
      or(
        and(lt(screenPairingCodes.expiresAt, now), isNull(screenPairingCodes.claimedAt)),
        lt(screenPairingCodes.claimedAt, forgottenClaim),
      ),
    );
  const expiresAt = new Date(now.getTime() + SCREEN_CODE_LIFETIME_MS);
  for (let attempt = 0; ; attempt += 1) {
    const code = newCode();
    const pollToken = randomBytes(24).toString('base64url');
    try {
      await db.insert(screenPairingCodes).values({
        codeHash: sha256(code),
        pollTokenHash: sha256(pollToken),
        expiresAt,
      });
      return { code, pollToken, expiresAt: expiresAt.toISOString() };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
};

/**
 * POST screens/claim/: the owner types the code; the screen becomes the merchant's, with
 * a new id made here (it is the screen's credential). Single use: the claim is one
 * conditional update, so two owners typing the same code cannot both get it.
 */
export const claimScreenCode = async (
  db: Db,
  clientId: string,
  input: { code: string; name: string },
  actor: AuditActor,
  now = new Date(),
): Promise<PairedScreen> =>
  db.transaction(async (tx) => {
    const [claim] = await tx
      .update(screenPairingCodes)
      .set({ clientId, claimedAt: now })
      .where(
        and(
          eq(screenPairingCodes.codeHash, sha256(input.code)),
          isNull(screenPairingCodes.claimedAt),
          gt(screenPairingCodes.expiresAt, now),
        ),
      )
      .returning();
    if (!claim) throw AppError.field('code', screenCodeMessages.wrongCode);
    const [row] = await tx
      .insert(devices)
      .values({
        clientId,
        kind: 'screen',
        deviceUuid: randomUUID(),
        name: input.name,
        pairedAt: now,
      })
      .returning();
    if (!row) throw new Error('the screen row was not written');
    await tx
      .update(screenPairingCodes)
      .set({ deviceId: row.id })
      .where(eq(screenPairingCodes.id, claim.id));
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'screen.paired',
      entity: 'device',
      entityId: row.id,
      details: { name: input.name, by: 'code' },
    });
    return { ...toDevice(row), pairedAt: now.toISOString() };
  });

/**
 * GET screens/pairing-codes/{pollToken}/: the screen waits. Once claimed it gets its id,
 * once: the row is deleted in the same transaction, so the id is never answered twice.
 * An unknown, expired or collected token is 404, and the screen asks for a new code.
 */
export const readScreenCode = async (
  db: Db,
  pollToken: string,
  now = new Date(),
): Promise<ScreenCodeStatus> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(screenPairingCodes)
      .where(eq(screenPairingCodes.pollTokenHash, sha256(pollToken)))
      .limit(1);
    if (!row) throw AppError.notFound(screenCodeMessages.expired);
    // A claim sets the merchant, then the screen it became, in one transaction.
    if (row.claimedAt === null || row.deviceId === null || row.clientId === null) {
      if (row.expiresAt <= now) throw AppError.notFound(screenCodeMessages.expired);
      return { status: 'waiting', expiresAt: row.expiresAt.toISOString() };
    }
    const [collected] = await tx
      .delete(screenPairingCodes)
      .where(eq(screenPairingCodes.id, row.id))
      .returning();
    const [device] = await tx
      .select()
      .from(devices)
      .where(
        and(
          eq(devices.clientId, row.clientId),
          eq(devices.id, row.deviceId),
          isNotNull(devices.pairedAt),
        ),
      )
      .limit(1);
    // Unpaired before it was collected: the id is void, so there is nothing to hand over.
    if (!collected || !device?.deviceUuid) throw AppError.notFound(screenCodeMessages.expired);
    return { status: 'paired', screenId: device.deviceUuid, device: toDevice(device) };
  });
