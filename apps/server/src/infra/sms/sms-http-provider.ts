import type { DeliveryProvider, ProviderAnswer } from '../outbox-provider.js';

export type SmsSettings = { providerUrl?: string; apiKey?: string; from: string };

const SMS_TIMEOUT_MS = 30_000;

/** Busy, rate-limited or broken on its side: worth another try. Any other 4xx is a refusal. */
const isWorthRetrying = (status: number) => status === 408 || status === 429 || status >= 500;

const answerOfStatus = async (response: Response): Promise<ProviderAnswer> => {
  if (response.ok) return { outcome: 'accepted' };
  // A short excerpt of the provider's words helps whoever reads the alert or the log.
  const said = (await response.text().catch(() => '')).slice(0, 200).trim();
  const reason = `SMS provider answered ${response.status}${said ? `: ${said}` : ''}`;
  return isWorthRetrying(response.status)
    ? { outcome: 'unavailable', reason }
    : { outcome: 'refused', reason };
};

/** POSTs {to, from, text} as JSON with a bearer key to SMS_PROVIDER_URL. */
export const createSmsHttpProvider = (
  settings: SmsSettings & { providerUrl: string },
): DeliveryProvider => ({
  keepsText: false,
  deliver: async (row) => {
    try {
      const response = await fetch(settings.providerUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ to: row.recipient, from: settings.from, text: row.body }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      return await answerOfStatus(response);
    } catch (error) {
      // fetch says only 'fetch failed'; the cause says why (ECONNREFUSED, a timeout).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (error as Error).message;
      return { outcome: 'unavailable', reason };
    }
  },
});
