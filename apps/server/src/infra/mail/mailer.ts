/** A file sent with a mail, e.g. a report's CSV. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailMessage = {
  /** The merchant the mail is about, when there is one (kept in the outbox). */
  clientId?: string | null;
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
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

/**
 * What the outbox keeps of a message: its text, then each attachment inline
 * under its file name, so a developer without SMTP can read a mailed report.
 */
export const outboxBodyOf = (message: MailMessage): string =>
  [
    message.text,
    ...(message.attachments ?? []).map(
      (a) => `\n--- attachment: ${a.filename} (${a.contentType}) ---\n${a.content}`,
    ),
  ].join('\n');
