import type {
  StaffInvite,
  StaffInviteInput,
  StaffList,
} from '@opentill/contract/accounts/account.schemas';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import {
  deactivateUser,
  isEmailTaken,
  listStaffUsers,
} from '@/modules/auth/staff-users.service.js';
import {
  createInvite,
  findInvite,
  listOpenInvites,
  renewInvite,
  revokeInvite,
  type IssuedInvite,
} from '@/modules/invites/invite-records.service.js';
import { toStaffInvite } from '@/modules/invites/invite-view.js';
import { EMAIL_HAS_ACCOUNT } from '@/modules/invites/invites.service.js';
import {
  endOtherSessions,
  type ClientRow,
  type UserRow,
} from '@/modules/session/session.service.js';
import { inviteMail } from './invite-mail.js';
import { toStaffMember } from './staff-view.js';

export type StaffDeps = { db: Db; mailer: Mailer; publicUrl: string };
/** The owner (or superadmin) acting, and their merchant. */
export type StaffActor = { client: ClientRow; user: UserRow };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CANNOT_REMOVE_SELF = 'You cannot remove yourself. Ask another owner to do it.';
const INVITE_NOT_FOUND = 'No such invite.';
const INVITE_CLOSED = 'This invite has already been used or withdrawn.';

export const createStaffService = ({ db, mailer, publicUrl }: StaffDeps) => {
  const audit = (actor: StaffActor, action: string, entityId: string, details: object) =>
    recordAudit(db, {
      clientId: actor.client.id,
      actor: { userId: actor.user.id },
      action,
      entity: action.startsWith('staff.invite') ? 'invite' : 'user',
      entityId,
      details: { ...details },
    });

  const send = (actor: StaffActor, issued: IssuedInvite) =>
    mailer.send(
      inviteMail({
        clientId: actor.client.id,
        merchantName: actor.client.name,
        inviterEmail: actor.user.email,
        to: issued.invite.email,
        token: issued.token,
        publicUrl,
      }),
    );

  /** An open invite of the merchant, or why not: 404 when it is not theirs, 409 when it is closed. */
  const closedOrMissing = async (actor: StaffActor, id: string): Promise<never> => {
    const invite = UUID.test(id) ? await findInvite(db, actor.client.id, id) : null;
    if (!invite) throw AppError.notFound(INVITE_NOT_FOUND);
    throw AppError.detail('conflict', INVITE_CLOSED);
  };

  return {
    async list(actor: StaffActor): Promise<StaffList> {
      const [members, invites] = await Promise.all([
        listStaffUsers(db, actor.client.id),
        listOpenInvites(db, actor.client.id),
      ]);
      const now = new Date();
      return {
        members: members.map(toStaffMember),
        invites: invites.map((invite) => toStaffInvite(invite, now)),
      };
    },

    async invite(actor: StaffActor, input: Required<StaffInviteInput>): Promise<StaffInvite> {
      if (await isEmailTaken(db, input.email)) throw AppError.field('email', EMAIL_HAS_ACCOUNT);
      const issued = await createInvite(db, {
        clientId: actor.client.id,
        email: input.email,
        groups: input.groups,
        firstName: input.firstName,
        lastName: input.lastName,
        invitedByUserId: actor.user.id,
      });
      await audit(actor, 'staff.invited', issued.invite.id, {
        email: issued.invite.email,
        groups: issued.invite.groups,
      });
      await send(actor, issued);
      return toStaffInvite(issued.invite);
    },

    async resend(actor: StaffActor, id: string): Promise<StaffInvite> {
      const issued = UUID.test(id) ? await renewInvite(db, actor.client.id, id) : null;
      if (!issued) return closedOrMissing(actor, id);
      await audit(actor, 'staff.invite_resent', id, { email: issued.invite.email });
      await send(actor, issued);
      return toStaffInvite(issued.invite);
    },

    async revoke(actor: StaffActor, id: string): Promise<StaffInvite> {
      const invite = UUID.test(id) ? await revokeInvite(db, actor.client.id, id) : null;
      if (!invite) return closedOrMissing(actor, id);
      await audit(actor, 'staff.invite_revoked', id, { email: invite.email });
      return toStaffInvite(invite);
    },

    /** Deactivates a person of the merchant and signs them out everywhere. */
    async remove(actor: StaffActor, userId: string): Promise<void> {
      if (userId === actor.user.id) throw AppError.detail('conflict', CANNOT_REMOVE_SELF);
      const removed = await db.transaction(async (tx) => {
        const user = UUID.test(userId) ? await deactivateUser(tx, actor.client.id, userId) : null;
        if (user) await endOtherSessions(tx, user.id, null);
        return user;
      });
      if (!removed) throw AppError.notFound('No such user.');
      await audit(actor, 'staff.removed', removed.id, {
        email: removed.email,
        groups: removed.groups,
      });
    },
  };
};
