import type { PayType } from '@opentill/contract/orders/deliver-to';

/**
 * How a payment's tender is named to staff (issue 16): "Cash", or "Card ****1234" from
 * the terminal's mask ("************1234"), so two cards of one split bill can be told apart.
 */
export const tenderLabel = (payType: PayType | null, cardNumberMask: string | null): string => {
  if (payType === 'cash') return 'Cash';
  if (payType !== 'pax_device') return 'Other';
  const lastFour = (cardNumberMask ?? '').replace(/\D/g, '').slice(-4);
  return lastFour === '' ? 'Card' : `Card ****${lastFour}`;
};
