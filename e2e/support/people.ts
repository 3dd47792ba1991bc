import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// Helpers of the people journeys (Refer a friend, Help, Staff).

const mailboxDir = path.resolve(import.meta.dirname, '../../.tmp/e2e-mailbox');

type Mail = { to: string[]; raw: string };

/** The readable text of a mail: quoted-printable soft breaks and =3D undone. */
const readable = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** Waits for a mail, after the first `after`, whose text contains `text`. */
export const waitForMailContaining = async (text: string, after: number): Promise<Mail> => {
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(mailboxDir) ? fs.readdirSync(mailboxDir).sort().slice(after) : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailboxDir, file), 'utf8')) as Mail;
      if (readable(mail.raw).includes(text)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail containing ${text}`);
};

/** Opens a screen from the account menu, as a person would. */
export const openFromSettingsMenu = async (page: Page, item: string, heading: string) => {
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

/**
 * The visible toast with these words. While a dialog is open its words are also an alert
 * inside the dialog, for screen readers, so the toast is found by notistack's message box.
 */
export const toast = (page: Page, text: string) =>
  page.locator('#notistack-snackbar').filter({ hasText: text });

/** Something no other run has used: journeys leave what they create behind. */
export const uniqueSuffix = (): string =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Phone, tablet and desktop, for the screenshots people look at (.tmp/people-screens). */
export const SCREEN_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export const screenshotPath = (name: string) =>
  path.resolve(import.meta.dirname, `../../.tmp/people-screens/${name}.png`);
