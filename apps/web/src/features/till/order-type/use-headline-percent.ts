import { isEatIn } from '@opentill/contract/orders/vat';
import { useSession } from '@/api/get-session';
import { useEditMode } from '@/features/till/hooks/use-edit-mode';
import { useOrderType } from '@/features/till/order-type/order-type-store';

/**
 * The percentage the till's prices include (issue 16): the merchant's mandatory service
 * charge while the till is on an eat-in order, since it is then part of the price. Null
 * shows the menu's prices: another order type, an optional charge (the customer may
 * decline it, so it is no part of the price), no charge, or edit mode (where the merchant
 * sets the menu price the dialog shows).
 */
export const useHeadlinePercent = (): number | null => {
  const current = useOrderType().current;
  const isEditing = useEditMode().isEditing;
  const terms = useSession().client?.serviceCharge ?? null;
  if (current === null || !isEatIn(current) || isEditing) return null;
  return terms?.mandatory === true ? terms.percent : null;
};
