export type MailMessage = {
  /** The merchant the mail is about, when there is one (kept in the outbox). */
  clientId?: string | null;
  to: string;
  subject: string;
  text: string;
};

/** How the app sends mail: SMTP when SMTP_URL is set, otherwise the outbox. */
export type Mailer = { send(message: MailMessage): Promise<void> };
