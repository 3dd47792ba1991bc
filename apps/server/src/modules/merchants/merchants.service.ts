import type {
  CreateMerchant,
  Merchant,
  MerchantList,
  MerchantListQuery,
} from '@opentill/contract/merchants/merchant.schemas';
import { MERCHANT_MESSAGES } from '@opentill/contract/merchants/merchant.schemas';
import { merchantIdentifierFromName } from '@opentill/contract/merchants/merchant-identifier';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { offsetOf, toPage } from '@/http/paging.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { isEmailTaken } from '@/modules/auth/staff-users.service.js';
import { findOwnerEmails } from '@/modules/auth/superadmin-users.service.js';
import { insertClientUnlessTaken } from '@/modules/clients/client-rows.service.js';
import { findMerchantRows } from '@/modules/clients/merchant-rows.service.js';
import { PLATFORM_CLIENT } from '@/modules/clients/platform-client.js';
import { createInvite, findPendingInviteEmails } from '@/modules/invites/invite-records.service.js';
import { EMAIL_HAS_ACCOUNT } from '@/modules/invites/invites.service.js';
import type { ClientRow, UserRow } from '@/modules/session/session.service.js';
import { STARTING_HOURS } from '@/modules/setup/setup.service.js';
import { inviteMail } from '@/modules/staff/invite-mail.js';

export type MerchantsDeps = { db: Db; mailer: Mailer; publicUrl: string };

/** The owners of each merchant with an account, and those invited still to make one. */
const ownersOf = async (db: Db, clientIds: string[]) => {
  const [members, invited] = await Promise.all([
    findOwnerEmails(db, clientIds),
    findPendingInviteEmails(db, clientIds, 'owner'),
  ]);
  return { members, invited };
};

const emailsOf = (rows: { clientId: string; email: string }[], clientId: string) =>
  rows.filter((row) => row.clientId === clientId).map((row) => row.email);

const toMerchants = async (db: Db, rows: ClientRow[]): Promise<Merchant[]> => {
  const owners = await ownersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    identifier: row.identifier,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    isDemo: row.isDemo,
    ownerEmails: emailsOf(owners.members, row.id),
    invitedOwnerEmails: emailsOf(owners.invited, row.id),
  }));
};

/** GET merchants/: every merchant but the platform client, by name, a page at a time. */
export const listMerchants = async (
  db: Db,
  query: MerchantListQuery,
  url: string,
): Promise<MerchantList> => {
  const { rows, count } = await findMerchantRows(db, {
    search: query.search,
    limit: query.limit,
    offset: offsetOf(query),
  });
  return toPage(await toMerchants(db, rows), count, query, url);
};

/** The identifier asked for, or one made from the name; refused when it is not free. */
const chooseIdentifier = (input: CreateMerchant): string => {
  const identifier = input.identifier || merchantIdentifierFromName(input.name);
  if (identifier === '') throw AppError.field('identifier', MERCHANT_MESSAGES.identifierNeeded);
  if (identifier === PLATFORM_CLIENT.identifier)
    throw AppError.field('identifier', MERCHANT_MESSAGES.identifierTaken);
  return identifier;
};

/**
 * POST merchants/: the merchant (the database's defaults, a starting week of opening
 * hours) and an invitation for its owner, in one transaction; audited in the new
 * merchant and in the superadmin's own. The invitation mail goes through the outbox
 * once the merchant exists.
 */
export const createMerchant = async (
  { db, mailer, publicUrl }: MerchantsDeps,
  superadmin: UserRow,
  input: CreateMerchant,
): Promise<Merchant> => {
  const identifier = chooseIdentifier(input);
  if (await isEmailTaken(db, input.ownerEmail))
    throw AppError.field('owner_email', EMAIL_HAS_ACCOUNT);
  const { client, issued } = await db.transaction(async (tx) => {
    const client = await insertClientUnlessTaken(tx, {
      identifier,
      name: input.name,
      timeZone: input.timeZone,
      openingHours: STARTING_HOURS,
    });
    if (!client) throw AppError.field('identifier', MERCHANT_MESSAGES.identifierTaken);
    const issued = await createInvite(tx, {
      clientId: client.id,
      email: input.ownerEmail,
      groups: ['owner'],
      firstName: input.ownerFirstName,
      lastName: input.ownerLastName,
      invitedByUserId: superadmin.id,
    });
    const details = {
      merchant: { id: client.id, identifier, name: client.name, timeZone: client.timeZone },
      ownerInvited: input.ownerEmail,
      by: superadmin.email,
    };
    for (const clientId of new Set([client.id, superadmin.clientId]))
      await recordAudit(tx, {
        clientId,
        actor: { userId: superadmin.id },
        action: 'merchant.created',
        entity: 'client',
        entityId: client.id,
        details,
      });
    return { client, issued };
  });
  await mailer.send(
    inviteMail({
      clientId: client.id,
      merchantName: client.name,
      inviterEmail: superadmin.email,
      to: issued.invite.email,
      token: issued.token,
      publicUrl,
    }),
  );
  const [merchant] = await toMerchants(db, [client]);
  if (!merchant) throw new Error('the new merchant vanished');
  return merchant;
};
