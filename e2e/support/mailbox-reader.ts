import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../.tmp/e2e-mailbox');

type Mail = { to: string[]; raw: string };

const readAll = (): Mail[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail)
    : [];

export const mailCount = (): number => readAll().length;

/** Waits for a mail to `to` after the first `after` mails, and returns the first link in it to `pathname`. */
export const waitForLink = async (to: string, pathname: string, after: number): Promise<string> => {
  for (let i = 0; i < 100; i++) {
    const mail = readAll()
      .slice(after)
      .find((m) => m.to.includes(to));
    if (mail) {
      // Quoted-printable soft line breaks and =3D must be undone to read the link.
      const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = new RegExp(`https?://[^\\s]+${pathname}[^\\s]*`).exec(text);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} with a ${pathname} link`);
};

const smsDir = path.resolve(import.meta.dirname, '../../.tmp/e2e-sms');

type Text = { to: string; from: string; text: string };

/**
 * A British number as the server sends texts to it, in E.164: '07700 900123' →
 * '+447700900123' (the journeys use only British numbers).
 */
export const ukE164 = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : `+44${digits.replace(/^0/, '')}`;
};

/** Waits for a text to `phone` that the SMS provider took (support/sms-inbox.mjs). */
export const waitForText = async (phone: string): Promise<Text> => {
  const to = ukE164(phone);
  for (let i = 0; i < 100; i++) {
    const found = (fs.existsSync(smsDir) ? fs.readdirSync(smsDir).sort() : [])
      .map((f) => JSON.parse(fs.readFileSync(path.join(smsDir, f), 'utf8')) as Text)
      .find((sms) => sms.to === to);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no text to ${to}`);
};
