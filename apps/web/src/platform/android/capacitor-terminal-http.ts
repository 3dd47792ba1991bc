import { CapacitorHttp } from '@capacitor/core';
import type { TerminalHttp } from '@/platform/card-terminal/card-terminal';

/**
 * On Android the terminal's HTTPS API is reached through Capacitor's native HTTP: the
 * WebView's fetch would be held to CORS and to the terminal's self-signed certificate.
 */
export const capacitorTerminalHttp: TerminalHttp = async ({ method, url, headers, body }) => {
  const response = await CapacitorHttp.request({
    method,
    url,
    headers,
    data: body,
    responseType: 'json',
  });
  return { status: response.status, data: response.data as unknown };
};
