import { normalisePhoneNumber } from '@opentill/contract/accounts/phone-number';
import type { DeliveryResult, OutboxDelivery, SendOptions } from '../outbox-delivery.js';

export type SmsMessage = {
  clientId?: string | null;
  to: string;
  text: string;
  /** What the text is, for an alert if it cannot be sent. */
  topic?: string;
};

/**
 * How the app sends texts: through the outbox, to SMS_PROVIDER_URL when it is
 * set and to the log otherwise; answers as the Mailer does. Numbers go out in
 * E.164 ('+447700900123'), the form SMS providers take.
 */
export type SmsSender = {
  send(message: SmsMessage, options?: SendOptions): Promise<DeliveryResult>;
};

export const createSmsSender = (delivery: OutboxDelivery): SmsSender => ({
  send: (message, options) =>
    delivery.send(
      {
        clientId: message.clientId,
        channel: 'sms',
        recipient: normalisePhoneNumber(message.to) || message.to.trim(),
        body: message.text,
        topic: message.topic ?? 'A text message',
      },
      options,
    ),
});
