import type { TerminalHttp } from '@/platform/card-terminal/card-terminal';

/** The browser's way to the terminal (dev and e2e, against apps/terminal-sim). */
export const fetchTerminalHttp: TerminalHttp = async ({ method, url, headers, body }) => {
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    // The terminal is another origin; its token is in the header, never in a cookie.
    credentials: 'omit',
    mode: 'cors',
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    data = text;
  }
  return { status: response.status, data };
};
