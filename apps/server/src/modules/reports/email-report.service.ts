import type { FastifyBaseLogger } from 'fastify';
import { TRANSACTIONS_CSV_FILENAME } from '@opentill/contract/reports/report-constants';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { AttemptLimiter, minutesText } from '@/http/attempt-limiter.js';
import type { Tenant } from '@/http/guards.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import { findOwnerEmail } from '@/modules/auth/owner-email.service.js';
import type { PaidPeriod } from './report-clock.js';
import { transactionCsvText } from './transaction-csv.js';

/** Reports mailed per merchant an hour: plenty for real use, too few to flood an inbox. */
export const REPORT_MAILS_PER_HOUR = 10;

export const REPORT_NOT_SENT =
  'The report could not be sent: the mail server refused it. Please try again.';
export const NO_REPORT_RECIPIENT =
  'This merchant has no owner with an email address to send the report to.';

/**
 * POST report/transactionReport/email_report/: the transactions CSV for the range,
 * mailed to the signed-in employee, or for a terminal device (which has no inbox)
 * to the merchant's owner. Mail needs the file whole, so it is built in memory;
 * the streamed export is the way to take a very long range. A mail server that
 * refuses it is a 502; one that has not answered in a few seconds leaves it
 * queued (`isQueued`), and the outbox retries it.
 */
export const createEmailReportService = (deps: { db: Db; mailer: Mailer }) => {
  const { db, mailer } = deps;
  const sends = new AttemptLimiter(db, {
    name: 'report.mail',
    maxFailures: REPORT_MAILS_PER_HOUR,
    windowMs: 3_600_000,
  });

  const recipientOf = async (tenant: Tenant): Promise<string> => {
    const email = tenant.user ? tenant.user.email : await findOwnerEmail(db, tenant.client.id);
    if (!email) throw AppError.detail('conflict', NO_REPORT_RECIPIENT);
    return email;
  };

  const send = async (
    tenant: Tenant,
    period: PaidPeriod,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<{ reportRecipient: string; isQueued: boolean }> => {
    const { client } = tenant;
    // Counted before sending, so parallel requests cannot all slip under the limit.
    const wait = await sends.countAttempt(client.id);
    if (wait > 0)
      throw new AppError(
        'rate_limited',
        `Too many reports have been mailed. Try again in ${minutesText(wait)}.`,
        undefined,
        { 'retry-after': String(Math.ceil(wait / 1000)) },
      );
    const to = await recipientOf(tenant);
    const csv = await transactionCsvText(db, {
      clientId: client.id,
      timeZone: client.timeZone,
      ...period,
    });
    const from = merchantDateKey(period.from, client.timeZone);
    const until = merchantDateKey(new Date(period.to.getTime() - 1), client.timeZone);
    const result = await mailer.send(
      {
        clientId: client.id,
        to,
        subject: `Transaction report ${from} to ${until}`,
        text: `The transactions of ${client.name} from ${from} to ${until} are attached as ${TRANSACTIONS_CSV_FILENAME}.`,
        attachments: [
          { filename: TRANSACTIONS_CSV_FILENAME, contentType: 'text/csv', content: csv },
        ],
        topic: `The transaction report for ${from} to ${until}`,
      },
      { isRefusalShown: true },
    );
    if (result.status === 'failed') {
      log.warn({ outboxId: result.id, reason: result.reason }, 'report refused by the mail server');
      throw AppError.detail('bad_gateway', REPORT_NOT_SENT);
    }
    return { reportRecipient: to, isQueued: result.status === 'queued' };
  };

  return { send };
};
