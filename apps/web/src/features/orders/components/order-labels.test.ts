import { describe, expect, it } from 'vitest';
import {
  heldByPartsPence,
  outstandingPence,
  refundBlockedReason,
  refundablePenceOf,
  shownPaymentStatus,
  slotLabel,
} from '@/features/orders/components/order-labels';
import { tenderLabel } from '@/features/orders/components/tender-label';
import { customerLine } from '@/ui/order-details-list';
import { makeListedOrder } from '@/testing/order-fixtures';

describe('order card labels', () => {
  it('shows the slot only for home delivery and click and collect', () => {
    // 12:15 London time in winter is 12:15 UTC; the test runs in UTC.
    const slot = '2026-11-26T12:15:00Z';
    expect(slotLabel({ deliverTo: 'home_delivery', orderDatetimeSlot: slot })).toMatch(
      /^Deliver at \d\d:15 Thu 26th Nov$/,
    );
    expect(slotLabel({ deliverTo: 'click_and_collect', orderDatetimeSlot: slot })).toMatch(
      /^Collect at /,
    );
    expect(slotLabel({ deliverTo: 'table_service', orderDatetimeSlot: slot })).toBeNull();
  });

  it('shows both cancelled payment statuses as cancelled (000 §4)', () => {
    expect(shownPaymentStatus('paid')).toBe('paid');
    expect(shownPaymentStatus('requested')).toBe('requested');
    expect(shownPaymentStatus('cancelled_provider')).toBe('cancelled');
    expect(shownPaymentStatus('cancelled_client')).toBe('cancelled');
  });

  it('owes the gross amount until paid', () => {
    const paid = makeListedOrder();
    expect(outstandingPence(paid)).toBe(0);
    const unpaid = makeListedOrder({
      orderPayment: { ...paid.orderPayment!, status: 'requested', amountGross: 700 },
    });
    expect(outstandingPence(unpaid)).toBe(700);
  });

  it('owes what is still due once part of a split bill is paid (issue 16)', () => {
    const paid = makeListedOrder();
    const partPaid = makeListedOrder({
      orderPayment: {
        ...paid.orderPayment!,
        status: 'requested',
        amountGross: 900,
        amountDue: 600,
      },
    });
    expect(outstandingPence(partPaid)).toBe(600);
  });

  it('refunds a part-paid bill from its parts, so a customer who left can be paid back', () => {
    const paid = makeListedOrder();
    const part = {
      id: 'p1',
      payType: 'cash' as const,
      amountGross: 300,
      amountTendered: 300,
      change: 0,
      tip: 0,
      amountRefunded: 100,
      cardNumberMask: null,
      paidAt: null,
      refunds: [],
    };
    const partPaid = makeListedOrder({
      orderPayment: { ...paid.orderPayment!, status: 'requested', amountDue: 600, parts: [part] },
    });
    expect(heldByPartsPence(partPaid)).toBe(200);
    expect(refundablePenceOf(partPaid)).toBe(200);
    expect(refundBlockedReason(partPaid)).toBeNull();
    const handedBack = makeListedOrder({
      orderPayment: {
        ...partPaid.orderPayment!,
        parts: [{ ...part, amountRefunded: 300 }],
      },
    });
    expect(refundBlockedReason(handedBack)).toBe('Only a paid order can be refunded.');
  });

  it('names a card by its last four digits, so two cards of one bill are told apart', () => {
    expect(tenderLabel('pax_device', '************4242')).toBe('Card ****4242');
    expect(tenderLabel('pax_device', null)).toBe('Card');
    expect(tenderLabel('cash', null)).toBe('Cash');
  });

  it('joins the customer line with colons, leaving blanks out', () => {
    expect(
      customerLine({
        id: 'c',
        name: 'Grace',
        phone: '07700 900123',
        email: '',
        address: '1 High St',
        postcode: 'SW1A 1AA',
        over18: false,
      }),
    ).toBe('Grace: 07700 900123: 1 High St: SW1A 1AA');
    expect(customerLine(null)).toBe('');
  });
});
