import nodemailer from 'nodemailer';
import type { Db } from '@/db/client.js';
import { recordInOutbox } from '../outbox.js';
import type { Mailer } from './mailer.js';

/** Sends through SMTP_URL (e.g. smtp://user:pass@host:587) and records what was sent. */
export const createSmtpMailer = (db: Db, smtpUrl: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      await recordInOutbox(db, {
        ...message,
        channel: 'email',
        recipient: message.to,
        body: message.text,
        sentAt: new Date(),
      });
    },
  };
};
