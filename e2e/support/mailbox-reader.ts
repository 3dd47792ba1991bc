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
