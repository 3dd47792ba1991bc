import { INVITE_VALID_DAYS } from '@opentill/contract/accounts/account-constants';
import type { MailMessage } from '@/infra/mail/mailer.js';

/** The invitation mail: the accept-invite link with its one-time token. */
export const inviteMail = (input: {
  clientId: string;
  merchantName: string;
  inviterEmail: string;
  to: string;
  token: string;
  publicUrl: string;
}): MailMessage => {
  const link = `${input.publicUrl}/accept-invite?token=${encodeURIComponent(input.token)}`;
  return {
    clientId: input.clientId,
    to: input.to,
    subject: `You are invited to ${input.merchantName} on OpenTill`,
    text:
      `${input.inviterEmail} has invited you to join ${input.merchantName} on OpenTill.\n\n` +
      `Open this link within ${INVITE_VALID_DAYS} days to create your account:\n\n${link}\n\n` +
      `If you were not expecting this, ignore this mail.\n`,
  };
};
