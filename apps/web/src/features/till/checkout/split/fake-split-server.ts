import type { Order, PaymentPart } from '@opentill/contract/orders/order.schemas';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import { toWire } from '@/testing/factories';
import type { StubReply, StubRoutes } from '@/testing/fetch-stub';

// For the split bill tests: pay/ and start_card_payment/ answer as the server does (issue
// 16), so a part paid leaves the order open with what is still due, and the last part pays it.

type PayBody = {
  type: 'cash' | 'pax_device';
  amount?: number;
  uti?: string;
  part_amount?: number;
  tip?: number;
};
type StartBody = { uti: string; part_amount?: number; tip?: number };

const PATH = '/api/orders/orders/order-1';

export const fakeSplitServer = (start: Order) => {
  let order = start;
  const parts: PaymentPart[] = [];
  const attempts = new Map<string, { part: number | undefined; tip: number }>();
  const payment = () => {
    if (order.orderPayment === null) throw new Error('the order has no payment');
    return order.orderPayment;
  };
  const dueOf = () => payment().amountDue ?? order.totalCost;

  const pay = (init: RequestInit): StubReply => {
    const body = JSON.parse(String(init.body)) as PayBody;
    const due = dueOf();
    const attempt = body.uti === undefined ? undefined : attempts.get(body.uti);
    const part = (attempt === undefined ? body.part_amount : attempt.part) ?? due;
    const tip = attempt?.tip ?? body.tip ?? 0;
    if (part > due) return { status: 400, body: { part_amount: [sb.partTooLarge(due)] } };
    const tendered = body.type === 'cash' ? (body.amount ?? 0) : null;
    const change = tendered === null ? null : tendered - part - tip;
    const tips = parts.reduce((sum, each) => sum + each.tip, tip);
    if (part < due) {
      parts.push({
        id: `part-${parts.length + 1}`,
        payType: body.type,
        amountGross: part,
        amountTendered: tendered,
        change,
        tip,
        amountRefunded: 0,
        cardNumberMask: null,
        paidAt: '2026-11-26T10:05:00.000Z',
        refunds: [],
      });
      order = {
        ...order,
        orderPayment: { ...payment(), amountDue: due - part, parts: [...parts], tip: tips },
      };
    } else {
      order = {
        ...order,
        orderPayment: {
          ...payment(),
          status: 'paid',
          payType: body.type,
          amountTendered: tendered,
          change,
          amountDue: 0,
          parts: [...parts],
          tip: tips,
        },
      };
    }
    return { body: toWire(order) };
  };

  const startCard = (init: RequestInit): StubReply => {
    const body = JSON.parse(String(init.body)) as StartBody;
    attempts.set(body.uti, { part: body.part_amount, tip: body.tip ?? 0 });
    return { body: toWire(order) };
  };

  const routes: StubRoutes = {
    'POST /api/orders/orders/': { status: 201, body: toWire(start) },
    [`GET ${PATH}/`]: () => ({ body: toWire(order) }),
    [`POST ${PATH}/pay/`]: pay,
    [`POST ${PATH}/start_card_payment/`]: startCard,
  };
  return { routes };
};
