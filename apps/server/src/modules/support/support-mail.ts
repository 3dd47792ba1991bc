import type { MailMessage } from '@/infra/mail/mailer.js';

// The mail a support ticket becomes: enough for the support desk to answer
// without opening the database (who, which business, which page, what).

export type SupportSender = {
  /** 'user' for an employee, 'terminal' for a card terminal signed in at the till. */
  kind: 'user' | 'terminal';
  /** The email a user signed in with, or the terminal's name and serial number. */
  signedInAs: string;
};

export type SupportMailInput = {
  ticketId: string;
  supportEmail: string;
  merchant: { id: string; identifier: string; name: string };
  sender: SupportSender;
  name: string;
  email: string;
  url: string;
  problem: string;
};

// A header carries one line, whatever a merchant's name holds.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const supportMail = (input: SupportMailInput): MailMessage => ({
  clientId: input.merchant.id,
  to: input.supportEmail,
  subject: `Support ticket from ${oneLine(input.merchant.name)}`,
  text: [
    `Merchant: ${input.merchant.name} (${input.merchant.identifier})`,
    `From: ${input.name || '(no name given)'} <${input.email || 'no email given'}>`,
    `Signed in as: ${input.sender.kind === 'user' ? 'employee' : 'card terminal'} ${input.sender.signedInAs}`,
    `Page: ${input.url || '(not given)'}`,
    `Ticket: ${input.ticketId}`,
    '',
    'Problem:',
    input.problem,
  ].join('\n'),
});
