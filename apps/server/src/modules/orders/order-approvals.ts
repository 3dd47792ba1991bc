import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import type {
  ApprovalInput,
  Approvals,
} from '@opentill/contract/settings/discount-settings.schemas';
import type { Db } from '@/db/client.js';
import { approveByManager } from '@/modules/cashiers/manager-approval.service.js';
import { findCashier } from '@/modules/cashiers/cashier.service.js';
import type { PricedAdjustment } from './price-adjustments.js';
import type { PricedLine } from './price-order-lines.js';
import { refuseOrder } from './refuse-order.js';

// A merchant's approvals (issue 16) on the till's money changes: a discount deeper than
// its limit, or a fixed price changed at the till, needs a manager's PIN. The approving
// manager is kept on the order's discounts, beside the cashier who gave them.

/** The percentage a discount takes off what it is taken from, to the hundredth. */
const depthOf = (
  adjustment: PricedAdjustment,
  lines: readonly PricedLine[],
  itemsAfterLines: number,
): number => {
  const base =
    adjustment.lineIndex === null || adjustment.lineIndex === undefined
      ? itemsAfterLines
      : (lines[adjustment.lineIndex]?.costPence ?? 0);
  if (adjustment.percentOff !== null) return adjustment.percentOff;
  return base <= 0 ? 100 : (-adjustment.amount / base) * 100;
};

/** Why this sale needs a manager, or null when it does not. */
export const approvalReason = (
  approvals: Approvals,
  lines: readonly PricedLine[],
  adjustments: readonly PricedAdjustment[],
): string | null => {
  const limit = approvals.discountOverPercent;
  if (limit !== null) {
    const itemsAfterLines =
      lines.reduce((sum, line) => sum + line.costPence, 0) +
      adjustments
        .filter((a) => a.lineIndex !== null && a.lineIndex !== undefined)
        .reduce((sum, a) => sum + a.amount, 0);
    const deepest = adjustments
      .filter((adjustment) => adjustment.amount < 0)
      .some((adjustment) => depthOf(adjustment, lines, itemsAfterLines) > limit);
    if (deepest) return am.discountOver(limit);
  }
  if (
    approvals.priceOverride &&
    lines.some(
      (line) =>
        line.priceOverridePence !== null &&
        !line.product.hasVariablePrice &&
        line.priceOverridePence !== line.product.pricePence,
    )
  )
    return am.priceOverride;
  return null;
};

/**
 * The manager who lets `reason` through: the signed-in cashier when they are one, else
 * the manager named with their PIN; refused on the `approval` field otherwise.
 */
export const approverFor = async (
  db: Db,
  clientId: string,
  reason: string,
  cashierId: string | null,
  approval: ApprovalInput | null | undefined,
): Promise<string> => {
  if (cashierId) {
    const cashier = await findCashier(db, clientId, cashierId);
    if (cashier?.isManager) return cashier.id;
  }
  if (!approval) throw refuseOrder({ approval: [reason, am.managerRequired] });
  return approveByManager(db, clientId, approval.managerId, approval.pin);
};
