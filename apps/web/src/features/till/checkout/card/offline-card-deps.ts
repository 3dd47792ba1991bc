import type { Order } from '@opentill/contract/orders/order.schemas';
import { CardSaleRefused, type CardPaymentDeps } from '@/features/till/checkout/card/card-payment';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';
import { updateSale } from '@/offline/outbox-store';
import { takeOfflinePayment } from '@/offline/take-offline-payment';

export const TERMINAL_UNREACHABLE_OFFLINE =
  'The server and the card terminal cannot be reached, so this card sale cannot be taken. Take cash, or try again once the terminal is back.';

export type OfflineCardOptions = {
  order: Order;
  terminal: CardTerminal;
  where: { merchant: string; merchantName: string };
  onPaid: (order: Order) => void;
};

/**
 * A card sale the server does not have yet (issue 15): the terminal is on the till's own
 * network, so it is asked directly, and an approval is kept with the sale in the outbox.
 * The terminal is asked about the new uti first: if it cannot be reached either, the
 * sale is refused before anything is sent, with a sentence that says so. The uti is kept
 * with the sale before the SALE goes out, so a page closed mid-payment leaves the drainer
 * a uti to ask the terminal about (drain-sale.ts), never a charge with no record.
 */
export const offlineCardDeps = ({
  order,
  terminal,
  where,
  onPaid,
}: OfflineCardOptions): Pick<
  CardPaymentDeps,
  'startCardPayment' | 'recordPayment' | 'reportOutcome'
> => ({
  startCardPayment: async (uti) => {
    try {
      await terminal.getTransaction(uti);
    } catch {
      throw new CardSaleRefused(TERMINAL_UNREACHABLE_OFFLINE);
    }
    await updateSale(order.id, { cardUti: uti });
  },
  recordPayment: async ({ uti, retrievalReferenceNumber, cardNumberMask }) => {
    const paid = await takeOfflinePayment(
      order,
      { type: 'pax_device', uti, retrievalReferenceNumber, cardNumberMask },
      `${order.id}:pay`,
      where,
    );
    onPaid(paid);
  },
  // A decline charged nobody; a cancelled wait keeps its uti, since the terminal may still
  // approve it, and the drainer asks before the sale leaves.
  reportOutcome: async (_uti, outcome) => {
    if (outcome === 'declined') await updateSale(order.id, { cardUti: null });
  },
});
