import { CapacitorHttp } from '@capacitor/core';
import type { TerminalHttp } from '@/platform/card-terminal/card-terminal';

/**
 * On Android the terminal's HTTPS API is reached through Capacitor's native HTTP, which
 * CORS does not apply to. It still checks the terminal's certificate like any Android
 * connection: a self-signed one is accepted only where the app's network security config
 * trusts user-installed certificates (the device's own terminal, 127.0.0.1 and localhost)
 * and that certificate has been installed on the device (apps/web/README.md, Android app).
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
