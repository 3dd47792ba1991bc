import crypto from 'node:crypto';
import { send } from './keep-alive-client.mjs';

const OWNER = { email: 'owner@example.com', password: 'opentill-demo' };

/**
 * The demo owner logged in to a running app: answers the headers each request sends
 * (session cookie and CSRF token).
 * @param {string} base
 */
export const logInHeaders = async (base) => {
  const jar = new Map();
  const remember = (/** @type {Response} */ res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name, value);
    }
  };
  const headers = () => ({
    'Content-Type': 'application/json',
    Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'X-CSRFToken': jar.get('csrftoken') ?? '',
  });
  remember(await fetch(`${base}/api/session/`));
  const res = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(OWNER),
  });
  if (!res.ok) throw new Error(`log in failed: ${res.status}`);
  remember(res);
  return headers;
};

/**
 * A till's session against a running app: the demo owner logged in; each call sends its
 * own Idempotency-Key.
 * @param {string} base
 */
export const logIn = async (base) => {
  const headers = await logInHeaders(base);
  /** @param {string} method @param {string} url @param {unknown} [body] @returns {Promise<any>} any: raw wire JSON */
  return async (method, url, body) => {
    const { status, text } = await send(
      method,
      `${base}/api/${url}`,
      { ...headers(), 'Idempotency-Key': crypto.randomUUID() },
      body === undefined ? undefined : JSON.stringify(body),
    );
    if (status < 200 || status > 299) throw new Error(`${method} ${url}: ${status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
};
