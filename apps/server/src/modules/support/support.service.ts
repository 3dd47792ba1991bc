import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  supportTicketInputSchema,
  supportTicketSchema,
} from '@opentill/contract/accounts/account.schemas';
import type { Db } from '@/db/client.js';
import { supportTickets } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { AttemptLimiter, minutesText } from '@/http/attempt-limiter.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import type { ClientRow, DeviceRow, UserRow } from '@/modules/session/session.service.js';
import { supportMail, type SupportSender } from './support-mail.js';

type SupportTicketInput = z.output<typeof supportTicketInputSchema>;
type SupportTicket = z.infer<typeof supportTicketSchema>;

/** Tickets per merchant per hour: plenty for a bad day, too few to flood the support desk. */
export const SUPPORT_TICKETS_PER_HOUR = 10;

export type SupportCaller = { client: ClientRow; user: UserRow | null; device: DeviceRow | null };

const senderOf = ({ user, device }: SupportCaller): SupportSender =>
  user
    ? { kind: 'user', signedInAs: user.email }
    : { kind: 'terminal', signedInAs: `${device?.name ?? ''} (${device?.serialNumber ?? ''})` };

/** An empty name or email is filled from the signed-in employee, so support can answer. */
const withDefaults = (input: SupportTicketInput, user: UserRow | null) => ({
  ...input,
  name: input.name || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
  email: input.email || (user?.email ?? ''),
});

/**
 * POST support/ (000 §7): stores the ticket, then mails it to SUPPORT_EMAIL.
 * The ticket is the record: once it is stored the caller gets 201, even if the
 * mail is refused, and support can still find it in support_tickets.
 */
export const createSupportService = (deps: { db: Db; mailer: Mailer; supportEmail: string }) => {
  const { db, mailer, supportEmail } = deps;
  const tickets = new AttemptLimiter(db, {
    name: 'support.ticket',
    maxFailures: SUPPORT_TICKETS_PER_HOUR,
    windowMs: 3_600_000,
  });

  const submit = async (
    caller: SupportCaller,
    input: SupportTicketInput,
    log: Pick<FastifyBaseLogger, 'error'>,
  ): Promise<SupportTicket> => {
    const { client, user } = caller;
    // Counted before storing, so parallel requests cannot all slip under the limit.
    const wait = await tickets.countAttempt(client.id);
    if (wait > 0)
      throw new AppError(
        'rate_limited',
        `Too many support tickets have been sent from this business. Try again in ${minutesText(wait)}, or phone us.`,
        undefined,
        { 'retry-after': String(Math.ceil(wait / 1000)) },
      );

    const ticket = withDefaults(input, user);
    const [row] = await db
      .insert(supportTickets)
      .values({ clientId: client.id, userId: user?.id ?? null, ...ticket })
      .returning();
    if (!row) throw new Error('support ticket insert returned nothing');

    const mail = supportMail({
      ticketId: row.id,
      supportEmail,
      merchant: client,
      sender: senderOf(caller),
      ...ticket,
    });
    // A refusal or a lost provider becomes the merchant's delivery_failed alert.
    try {
      const sent = await mailer.send({ ...mail, topic: 'Your support ticket' });
      if (sent.status === 'failed')
        log.error({ ticketId: row.id, outboxId: sent.id }, 'support ticket stored but not mailed');
    } catch (error) {
      log.error({ ticketId: row.id, err: error }, 'support ticket stored but not mailed');
    }

    return {
      id: row.id,
      name: row.name,
      email: row.email,
      url: row.url,
      problem: row.problem,
      createdAt: row.createdAt.toISOString(),
    };
  };

  return { submit };
};
