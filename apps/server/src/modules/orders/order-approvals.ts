import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import type {
  ApprovalInput,
  Approvals,
} from '@opentill/contract/settings/discount-settings.schemas';
import type { Db } from '@/db/client.js';
import { approverOf } from '@/modules/cashiers/manager-approval.service.js';
import type { PricedAdjustment } from './price-adjustments.js';
import type { PricedLine } from './price-order-lines.js';
import { refuseOrder } from './refuse-order.js';
import type { ClientRow } from '@/modules/session/session.service.js';

// A merchant's approvals (issue 16) on the till's money changes: a discount deeper than
// its limit, or a fixed price changed at the till, needs a manager's PIN. The approving
// manager is kept on the order's discounts, beside the cashier who gave them.

const isLine = (adjustment: PricedAdjustment) =>
  adjustment.lineIndex !== null && adjustment.lineIndex !== undefined;

/** Off / from as a percentage; anything off nothing is all of it. */
const depth = (off: number, from: number): number =>
  from <= 0 ? (off > 0 ? 100 : 0) : (off / from) * 100;

/**
 * The deepest cut the sale's discounts make, stacked: on each line (its own discounts
 * over its cost), on the order (the order's discounts over the items less the lines'),
 * and over all (every discount over the items). Five discounts of 19% each are 95% off.
 */
export const deepestDiscount = (
  lines: readonly { costPence: number }[],
  adjustments: readonly PricedAdjustment[],
): number => {
  const discounts = adjustments.filter((adjustment) => adjustment.amount < 0);
  const itemsTotal = lines.reduce((sum, line) => sum + line.costPence, 0);
  const offLines = new Map<number, number>();
  for (const discount of discounts.filter(isLine)) {
    const index = discount.lineIndex ?? -1;
    offLines.set(index, (offLines.get(index) ?? 0) - discount.amount);
  }
  const lineOff = [...offLines.values()].reduce((sum, off) => sum + off, 0);
  const orderOff = discounts
    .filter((discount) => !isLine(discount))
    .reduce((sum, discount) => sum - discount.amount, 0);
  return Math.max(
    0,
    ...[...offLines].map(([index, off]) => depth(off, lines[index]?.costPence ?? 0)),
    depth(orderOff, itemsTotal - lineOff),
    depth(lineOff + orderOff, itemsTotal),
  );
};

/** Why this sale needs a manager, or null when it does not. */
export const approvalReason = (
  approvals: Approvals,
  lines: readonly PricedLine[],
  adjustments: readonly PricedAdjustment[],
): string | null => {
  const limit = approvals.discountOverPercent;
  if (limit !== null && deepestDiscount(lines, adjustments) > limit) return am.discountOver(limit);
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
 * The manager who lets `reason` through: the cashier signed in on this session when they
 * are one (never a cashier merely named in the body), else the manager named with their
 * PIN; refused on the `approval` field otherwise.
 */
export const approverFor = async (
  db: Db,
  clientId: string,
  reason: string,
  signedInCashierId: string | null,
  approval: ApprovalInput | null | undefined,
): Promise<string> =>
  approverOf(db, clientId, signedInCashierId, approval, () =>
    refuseOrder({ approval: [reason, am.managerRequired] }),
  );

/**
 * Whether taking back an unpaid order's lines needs a manager: the merchant says voids
 * after the kitchen has seen them do, and the kitchen lists unpaid orders only where the
 * merchant sends them (sendUnpaidToKitchen).
 */
export const voidNeedsApproval = (
  client: Pick<ClientRow, 'approvals' | 'sendUnpaidToKitchen'>,
): boolean => client.approvals.voidAfterSend && client.sendUnpaidToKitchen;
