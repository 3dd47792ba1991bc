import nodemailer from 'nodemailer';
import type { DeliveryProvider, ProviderAnswer } from '../outbox-provider.js';

type SmtpFailure = Error & { code?: string; responseCode?: number; response?: string };

// Each stage of a try ends well inside the outbox's sending lease (two minutes).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP's own split: a 5xx reply is a refusal for good, a 4xx one asks to be tried
 * later, and a try that got no reply (connection refused, timed out) is retried.
 * A malformed envelope fails before any reply and cannot get better either.
 */
export const answerOfSmtpFailure = (error: SmtpFailure): ProviderAnswer => {
  const reason = error.response ?? error.code ?? error.message;
  if (error.responseCode !== undefined && error.responseCode >= 500)
    return { outcome: 'refused', reason };
  if (error.responseCode === undefined && error.code === 'EENVELOPE')
    return { outcome: 'refused', reason };
  return { outcome: 'unavailable', reason };
};

/** Hands mail to SMTP_URL (e.g. smtp://user:pass@host:587). */
export const createSmtpProvider = (smtpUrl: string, from: string): DeliveryProvider => {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    keepsText: false,
    deliver: async (row) => {
      try {
        await transport.sendMail({
          from,
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.body,
          attachments: row.attachments?.map((a) => ({ ...a })),
        });
        return { outcome: 'accepted' };
      } catch (error) {
        return answerOfSmtpFailure(error as SmtpFailure);
      }
    },
  };
};
