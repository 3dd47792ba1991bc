import { randomUUID } from 'node:crypto';
import type { ApiClient } from './api-client.js';

// A replay log like the one the tills' outboxes send after an outage (issue 15): each sale
// is a create and a cash pay, each under its own Idempotency-Key; a lost answer means the
// same request again later, and sometimes at once (the retry races the first). Built from a
// seed, so a failing run can be repeated.

export type ReplaySale = {
  id: string;
  deviceId: string;
  deviceSeq: number;
  body: Record<string, unknown>;
  /** What the catalogue makes it, in pence. */
  total: number;
};

export type ReplayOp = { kind: 'create' | 'pay'; sale: ReplaySale; racing: boolean };

type SaleProduct = { id: string; price: number; choices: { id: string; price: number }[] };

/** mulberry32: a small seeded generator, enough to shuffle a log reproducibly. */
export const seededRandom = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** Products the replay sells: fixed-price, untracked stock, so no sale can be refused. */
export const replayProducts = async (api: ApiClient): Promise<SaleProduct[]> => {
  const wire = (await api.get('/api/orders/products/')).json() as {
    id: string;
    price: number;
    stock: number | null;
    has_variable_price: boolean;
    quick_till: boolean;
    options: { multiple: boolean; option_choices: { id: string; price: number }[] }[];
  }[];
  return wire
    .filter((p) => p.stock === null && !p.has_variable_price && !p.quick_till)
    .map((p) => ({
      id: p.id,
      price: p.price,
      // One choice of the first option, when it has one: always a valid pick.
      choices: p.options[0]?.option_choices.slice(0, 1) ?? [],
    }));
};

export type ReplayShape = {
  sales: number;
  devices: readonly string[];
  seed: number;
  /** The share of requests sent again later (0.3: three in ten). */
  retryRate: number;
  /** The share of retries sent at the same moment as the first. */
  raceRate: number;
};

const shuffle = <T>(items: T[], random: () => number): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
};

/**
 * One log per device: its sales' creates, with retries, in a shuffled order, each pay after
 * the first send of its create (a till pays only an order the server has), retries of a pay
 * after it. Half the sales are offline ones, with the till's time and total.
 */
export const buildReplayLogs = (
  shape: ReplayShape,
  products: readonly SaleProduct[],
): { sales: ReplaySale[]; logs: ReplayOp[][] } => {
  const random = seededRandom(shape.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const sales: ReplaySale[] = [];
  const logs = shape.devices.map((deviceId, d) => {
    const own: ReplaySale[] = [];
    for (let seq = 1; d + (seq - 1) * shape.devices.length < shape.sales; seq++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const product = pick(products);
        const withChoice = random() < 0.5 ? product.choices : [];
        return {
          line: { product_id: product.id, optional_item_ids: withChoice.map((c) => c.id) },
          price: product.price + withChoice.reduce((sum, c) => sum + c.price, 0),
        };
      });
      const total = lines.reduce((sum, l) => sum + l.price, 0);
      const id = randomUUID();
      const isOffline = random() < 0.5;
      const soldAt = new Date(Date.now() - Math.floor(random() * 3_600_000)).toISOString();
      own.push({
        id,
        deviceId,
        deviceSeq: seq,
        total,
        body: {
          id,
          device_id: deviceId,
          device_seq: seq,
          deliver_to: 'in_store',
          order_items: lines.map((l) => ({ ...l.line, shown_price: l.price })),
          ...(isOffline ? { sold_at: soldAt, till_total: total } : {}),
        },
      });
    }
    sales.push(...own);
    const sends = (sale: ReplaySale, kind: ReplayOp['kind']): ReplayOp[] => {
      const ops: ReplayOp[] = [{ kind, sale, racing: false }];
      while (random() < shape.retryRate)
        ops.push({ kind, sale, racing: random() < shape.raceRate });
      return ops;
    };
    const log: ReplayOp[] = shuffle(
      own.flatMap((sale) => sends(sale, 'create')),
      random,
    );
    // Each pay goes somewhere after the first create of its sale; its retries after it.
    for (const sale of own) {
      for (const op of sends(sale, 'pay')) {
        const first = log.findIndex((o) => o.sale === sale);
        const at = first + 1 + Math.floor(random() * (log.length - first));
        log.splice(at, 0, op);
      }
    }
    return log;
  });
  return { sales, logs };
};

const send = (api: ApiClient, op: ReplayOp) =>
  op.kind === 'create'
    ? api.post('/api/orders/orders/', op.sale.body, { 'idempotency-key': op.sale.id })
    : api.post(
        `/api/orders/orders/${op.sale.id}/pay/`,
        { type: 'cash', amount: op.sale.total },
        { 'idempotency-key': `pay-${op.sale.id}` },
      );

/**
 * Sends every device's log, the devices in parallel as their drainers would, each log in
 * order; a racing retry goes at once beside the request before it. Answers every status seen
 * that is not the expected one (201 for a create, 200 for a pay), with its body.
 */
export const replay = async (api: ApiClient, logs: readonly ReplayOp[][]): Promise<string[]> => {
  const wrong: string[] = [];
  const check = (op: ReplayOp, res: { statusCode: number; body: string }) => {
    const expected = op.kind === 'create' ? 201 : 200;
    if (res.statusCode !== expected) wrong.push(`${op.kind} ${res.statusCode} ${res.body}`);
  };
  await Promise.all(
    logs.map(async (log) => {
      for (let i = 0; i < log.length; i++) {
        const op = log[i] as ReplayOp;
        const next = log[i + 1];
        if (next?.racing && next.sale === op.sale && next.kind === op.kind) {
          const [a, b] = await Promise.all([send(api, op), send(api, next)]);
          check(op, a);
          check(next, b);
          i++;
        } else check(op, await send(api, op));
      }
    }),
  );
  return wrong;
};
