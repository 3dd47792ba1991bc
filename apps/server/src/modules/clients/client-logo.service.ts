import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PHOTO_MAX_PX } from '@opentill/contract/accounts/account-constants';
import type { Db } from '@/db/client.js';
import { clientLogos, clients } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { NotAnImageError, reencodePhoto } from '@/infra/files/profile-photo.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';

export const LOGO_MESSAGES = {
  missing: 'Choose a picture for the logo.',
  tooLarge: 'The logo is too large: choose a picture under 5 MB.',
  notImage: 'The logo must be a picture (JPEG, PNG or WebP).',
  none: 'This business has no logo.',
} as const;

/** The logo's address, with its version so a new logo is never hidden by a cached old one. */
export const logoUrl = (version: string): string => `/api/client/logo/?v=${version}`;

const auditLogo = (
  tx: Db,
  clientId: string,
  actor: AuditActor,
  from: string | null,
  to: string | null,
) =>
  recordAudit(tx, {
    clientId,
    actor,
    action: 'settings.business.changed',
    entity: 'client',
    entityId: clientId,
    details: { logo: { from, to } },
  });

/**
 * PUT settings/business/logo/: re-encodes the picture as profile photos are (a JPEG of
 * at most 400 px, which also strips what a file may carry besides the picture) and
 * keeps it in the database.
 */
export const saveLogo = async (
  db: Db,
  clientId: string,
  upload: { file: Buffer | null; isFileTooLarge: boolean },
  actor: AuditActor,
): Promise<string> => {
  if (upload.isFileTooLarge) throw AppError.field('logo', LOGO_MESSAGES.tooLarge);
  if (!upload.file) throw AppError.field('logo', LOGO_MESSAGES.missing);
  let jpeg: Buffer;
  try {
    jpeg = await reencodePhoto(upload.file, PHOTO_MAX_PX);
  } catch (error) {
    if (error instanceof NotAnImageError) throw AppError.field('logo', LOGO_MESSAGES.notImage);
    throw error;
  }
  const version = crypto.createHash('sha256').update(jpeg).digest('hex').slice(0, 16);
  const url = logoUrl(version);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logo: clients.logo })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    const row = { jpegBase64: jpeg.toString('base64'), version, updatedAt: new Date() };
    await tx
      .insert(clientLogos)
      .values({ clientId, ...row })
      .onConflictDoUpdate({ target: clientLogos.clientId, set: row });
    await tx.update(clients).set({ logo: url }).where(eq(clients.id, clientId));
    if (before?.logo !== url) await auditLogo(tx, clientId, actor, before?.logo ?? null, url);
  });
  return url;
};

/** DELETE settings/business/logo/: receipts and screens go back to the name alone. */
export const removeLogo = async (db: Db, clientId: string, actor: AuditActor): Promise<void> => {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logo: clients.logo })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    await tx.delete(clientLogos).where(eq(clientLogos.clientId, clientId));
    await tx.update(clients).set({ logo: null }).where(eq(clients.id, clientId));
    if (before?.logo) await auditLogo(tx, clientId, actor, before.logo, null);
  });
};

/** GET client/logo/: the merchant's own logo, for its own signed-in screens. */
export const readLogo = async (
  db: Db,
  clientId: string,
): Promise<{ jpeg: Buffer; version: string }> => {
  const [row] = await db.select().from(clientLogos).where(eq(clientLogos.clientId, clientId));
  if (!row) throw AppError.notFound(LOGO_MESSAGES.none);
  return { jpeg: Buffer.from(row.jpegBase64, 'base64'), version: row.version };
};
