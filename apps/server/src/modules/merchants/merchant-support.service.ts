import { MERCHANT_MESSAGES } from '@opentill/contract/merchants/merchant.schemas';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import { findMerchantRow } from '@/modules/clients/merchant-rows.service.js';
import {
  moveSession,
  type ClientRow,
  type Principal,
  type UserRow,
} from '@/modules/session/session.service.js';

/** The superadmin's session as the routes see it; the route guard has checked the group. */
export type SupportCaller = Pick<Principal, 'sessionId' | 'homeClientId'> & {
  user: UserRow;
  client: ClientRow;
};

/** What the session becomes, for GET session/'s shape. */
export type SupportSession = {
  user: UserRow;
  client: ClientRow;
  device: null;
  homeClientId: string | null;
};

const findMerchant = async (db: Db, id: string): Promise<ClientRow> => {
  const row = await findMerchantRow(db, id);
  if (!row) throw AppError.notFound(MERCHANT_MESSAGES.notFound);
  return row;
};

/** One trail entry in each merchant named: the one supported and the superadmin's own. */
const auditSupport = async (
  tx: Db,
  action: 'support.started' | 'support.ended',
  superadmin: UserRow,
  merchant: ClientRow,
  home: ClientRow,
) => {
  const details = {
    superadmin: superadmin.email,
    merchant: { identifier: merchant.identifier, name: merchant.name },
    home: { identifier: home.identifier, name: home.name },
  };
  for (const clientId of [merchant.id, home.id])
    await recordAudit(tx, {
      clientId,
      actor: { userId: superadmin.id },
      action,
      entity: 'client',
      entityId: merchant.id,
      details,
    });
};

const requireSession = (caller: SupportCaller): string => {
  // Users always have a session; a header-only caller never reaches here (403 before).
  if (!caller.sessionId) throw AppError.forbidden();
  return caller.sessionId;
};

/**
 * POST merchants/leave/: the session returns to the superadmin's own merchant, and the
 * end of the support view is audited in both. Leaving when not in one changes nothing.
 */
export const leaveMerchant = async (db: Db, caller: SupportCaller): Promise<SupportSession> => {
  const sessionId = requireSession(caller);
  if (caller.homeClientId === null)
    return { user: caller.user, client: caller.client, device: null, homeClientId: null };
  const home = await getClient(db, caller.user.clientId);
  await db.transaction(async (tx) => {
    await moveSession(tx, sessionId, { clientId: home.id, homeClientId: null });
    await auditSupport(tx, 'support.ended', caller.user, caller.client, home);
  });
  return { user: caller.user, client: home, device: null, homeClientId: null };
};

/**
 * POST merchants/{id}/switch/: the session acts in that merchant until Leave; audited in
 * that merchant and in the superadmin's own (and the end of an earlier support view in
 * the merchant left). Switching to one's own merchant is leaving.
 */
export const switchIntoMerchant = async (
  db: Db,
  caller: SupportCaller,
  merchantId: string,
): Promise<SupportSession> => {
  const sessionId = requireSession(caller);
  const target = await findMerchant(db, merchantId);
  if (target.id === caller.user.clientId) return leaveMerchant(db, caller);
  const supporting = { user: caller.user, client: target, device: null };
  const homeClientId = caller.user.clientId;
  if (target.id === caller.client.id) return { ...supporting, homeClientId };
  const home = await getClient(db, homeClientId);
  await db.transaction(async (tx) => {
    await moveSession(tx, sessionId, { clientId: target.id, homeClientId });
    if (caller.homeClientId !== null)
      await auditSupport(tx, 'support.ended', caller.user, caller.client, home);
    await auditSupport(tx, 'support.started', caller.user, target, home);
  });
  return { ...supporting, homeClientId };
};
