export type MailMessage = {
  /** The merchant the mail is about, when there is one (kept in the outbox). */
  clientId?: string | null;
  to: string;
  subject: string;
  text: string;
};

/**
 * How the app sends mail: SMTP when SMTP_URL is set, otherwise the outbox.
 * `send` resolves once the message is safely queued, never waiting on a mail
 * server, so a request answers in the same time whoever it mails.
 */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished or failed (tests, shutdown). */
  settled(): Promise<void>;
};
