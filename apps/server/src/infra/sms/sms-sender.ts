import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import { recordInOutbox } from '../outbox.js';

export type SmsMessage = { clientId?: string | null; to: string; text: string };
export type SmsSender = { send(message: SmsMessage): Promise<void> };

export type SmsSettings = { providerUrl?: string; apiKey?: string; from: string };

/**
 * SMS_PROVIDER_URL set: POST {to, from, text} as JSON with a bearer key to the
 * provider. Unset: the outbox and the log are the local provider.
 */
export const createSmsSender = (
  db: Db,
  settings: SmsSettings,
  log: Pick<FastifyBaseLogger, 'info'>,
): SmsSender => ({
  send: async (message) => {
    if (!settings.providerUrl) {
      await recordInOutbox(db, {
        clientId: message.clientId,
        channel: 'sms',
        recipient: message.to,
        body: message.text,
      });
      log.info({ to: message.to }, `sms held in outbox: ${message.text}`);
      return;
    }
    const response = await fetch(settings.providerUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ to: message.to, from: settings.from, text: message.text }),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    await recordInOutbox(db, {
      clientId: message.clientId,
      channel: 'sms',
      recipient: message.to,
      body: message.text,
      sentAt: new Date(),
    });
  },
});
