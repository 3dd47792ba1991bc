import { randomUUID } from 'node:crypto';
import { SERVED_BY } from './haproxy.mjs';

// A client of the API as a till or a browser is: a cookie jar (session and CSRF cookies)
// and the X-CSRFToken header on every change. A session lives in the database, so the same
// jar works through HAProxy and against any one process directly.

export const DEMO_PASSWORD = 'opentill-demo';
export const DEMO_OWNER = 'owner@example.com';

export type Answer<T = unknown> = {
  status: number;
  headers: Headers;
  /** The process that answered, when the answer came through HAProxy. */
  servedBy: string | null;
  /** The wire JSON as sent; typed by the caller, who knows the endpoint. */
  body: T;
};

export type CallOptions = {
  body?: unknown;
  /** Another address than the session's (one process, past HAProxy). */
  base?: string;
  headers?: Record<string, string>;
};

export type ApiSession = {
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /** POST login/; the jar keeps the session cookie when it succeeds. */
  logIn(email: string, password: string, base?: string): Promise<Answer<{ detail?: string }>>;
  /** The headers that carry this session, for a request made by other means (a stream). */
  headers(): Record<string, string>;
};

/** A new visitor at `base`: GET session/ gives it its CSRF cookie. */
export const openSession = async (base: string): Promise<ApiSession> => {
  const jar = new Map<string, string>();
  const headers = () => ({
    Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'X-CSRFToken': jar.get('csrftoken') ?? '',
  });
  const call = async <T>(method: string, path: string, options: CallOptions = {}) => {
    const res = await fetch(`${options.base ?? base}/api/${path}`, {
      method,
      headers: {
        ...headers(),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    const body = (text ? JSON.parse(text) : null) as T;
    return { status: res.status, headers: res.headers, servedBy: res.headers.get(SERVED_BY), body };
  };
  await call('GET', 'session/');
  return {
    call,
    headers,
    logIn: (email, password, at) => call('POST', 'login/', { body: { email, password }, base: at }),
  };
};

/** The demo owner, logged in through `base`. */
export const ownerSession = async (base: string): Promise<ApiSession> => {
  const session = await openSession(base);
  const answer = await session.logIn(DEMO_OWNER, DEMO_PASSWORD);
  if (answer.status !== 200) throw new Error(`the demo owner could not log in: ${answer.status}`);
  return session;
};

type WireProduct = {
  id: string;
  has_variable_price: boolean;
  stock: number | null;
  options: { option_choices: { id: string }[] }[];
};

/** Two lines a till rings up, cash, tagged by `notes` so a test can count its own orders. */
export const orderBody = async (session: ApiSession, notes: string) => {
  const { body: products } = await session.call<WireProduct[]>('GET', 'orders/products/?version=1');
  const sellable = products.filter((p) => !p.has_variable_price && p.stock === null);
  const picked = sellable.slice(0, 2);
  if (picked.length < 2) throw new Error('the demo catalogue has too few products');
  return {
    deliver_to: 'in_store',
    source: 'tpos',
    payment_type: 'cash',
    notes,
    order_items: picked.map((p) => ({
      product_id: p.id,
      optional_item_ids: p.options.map((o) => o.option_choices[0]?.id).filter(Boolean),
      price_override: null,
    })),
  };
};

export const newIdempotencyKey = () => ({ 'Idempotency-Key': randomUUID() });
