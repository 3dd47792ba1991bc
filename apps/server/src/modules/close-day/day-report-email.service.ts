import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { AttemptLimiter, minutesText } from '@/http/attempt-limiter.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import { findOwnerEmail } from '@/modules/auth/owner-email.service.js';

/** X and Z reports mailed per merchant an hour: the owner's inbox, not a flood. */
export const DAY_REPORT_MAILS_PER_HOUR = 10;

export const DAY_REPORT_NOT_SENT =
  'The report could not be sent: the mail server refused it. Please try again.';
export const NO_OWNER_EMAIL = 'This business has no owner with an email address to send it to.';

export type DayReportMail = { subject: string; text: string; filename: string; csv: string };

/** Mails an X or Z report to the merchant's owner: the text in the body, the CSV attached. */
export const createDayReportMailer = (deps: { db: Db; mailer: Mailer }) => {
  const sends = new AttemptLimiter(deps.db, {
    name: 'day-report.mail',
    maxFailures: DAY_REPORT_MAILS_PER_HOUR,
    windowMs: 3_600_000,
  });
  return async (clientId: string, mail: DayReportMail): Promise<{ email: string }> => {
    const wait = await sends.countAttempt(clientId);
    if (wait > 0)
      throw new AppError(
        'rate_limited',
        `Too many reports have been mailed. Try again in ${minutesText(wait)}.`,
        undefined,
        { 'retry-after': String(Math.ceil(wait / 1000)) },
      );
    const to = await findOwnerEmail(deps.db, clientId);
    if (!to) throw AppError.detail('conflict', NO_OWNER_EMAIL);
    const result = await deps.mailer.send(
      {
        clientId,
        to,
        subject: mail.subject,
        text: mail.text,
        attachments: [{ filename: mail.filename, contentType: 'text/csv', content: mail.csv }],
        topic: mail.subject,
      },
      { isRefusalShown: true },
    );
    if (result.status === 'failed') throw AppError.detail('bad_gateway', DAY_REPORT_NOT_SENT);
    return { email: to };
  };
};
