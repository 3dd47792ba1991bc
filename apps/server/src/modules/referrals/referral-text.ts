import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import type { SendOptions } from '@/infra/outbox-delivery.js';
import type { SmsSender } from '@/infra/sms/sms-sender.js';

export const REFERRAL_NOT_SENT =
  'The referral could not be sent: the text message provider refused the number. Check it and try again.';

// One line, whatever the merchant's name holds.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The friend's text: who recommends OpenTill, the offer (spec 000 §2), and where to look. */
export const referralText = (merchantName: string, publicUrl: string): string =>
  `${oneLine(merchantName)} recommends OpenTill for your business. ${ACCOUNT_MESSAGES.referralHeading} ${publicUrl}/`;

export type ReferralSms = { sms: SmsSender; publicUrl: string };

/** Texts the friend through the outbox; a refusal the caller shows is answered 'failed'. */
export const textReferral = (
  deps: ReferralSms,
  client: { id: string; name: string },
  phone: string,
  options?: SendOptions,
) =>
  deps.sms.send(
    {
      clientId: client.id,
      to: phone,
      text: referralText(client.name, deps.publicUrl),
      topic: 'The referral text',
    },
    options,
  );
