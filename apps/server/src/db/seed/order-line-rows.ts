import { combineAllergens } from '@opentill/contract/catalogue/allergens';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import { isEatIn } from '@opentill/contract/orders/vat';
import type { OrderLine } from './order-lines.js';
import type { OrderPlan } from './order-plan.js';
import type { OrderRows } from './order-rows.js';

// An order's lines as rows, each copying the product's name, category and
// VAT at the time of sale (eaten in or taken away, by the order's type), with its
// chosen options.

export const pushOrderLines = (
  plan: OrderPlan,
  rows: OrderRows,
  orderId: string,
  lines: OrderLine[],
  at: { createdAt: Date; readyAt: Date | null; deliverTo: DeliverTo },
) => {
  const isEatenIn = isEatIn(at.deliverTo);
  lines.forEach((line, position) => {
    const itemId = plan.newId();
    rows.orderItems.push({
      id: itemId,
      clientId: plan.clientId,
      orderId,
      productId: line.product.id,
      categoryId: line.product.categoryId,
      productName: line.product.name,
      productDescription: line.product.description,
      measure: line.product.measure,
      categoryName: line.product.categoryName,
      status: at.readyAt ? 'ready' : 'requested',
      unitPricePence: line.unitPricePence,
      priceOverridePence: line.priceOverridePence,
      optionsPence: line.optionsPence,
      costPence: line.costPence,
      vatRateBasisPoints: isEatenIn
        ? line.product.vatRateBasisPoints
        : line.product.vatRateTakeawayBasisPoints,
      allergens: combineAllergens(
        line.product.allergens,
        line.chosen.map(({ choice }) => choice.allergens),
      ),
      position,
      createdAt: at.createdAt,
      readyAt: at.readyAt,
    });
    for (const { option, choice } of line.chosen) {
      rows.orderItemOptions.push({
        id: plan.newId(),
        clientId: plan.clientId,
        orderItemId: itemId,
        optionChoiceId: choice.id,
        optionId: option.id,
        optionLabel: option.label,
        label: choice.label,
        pricePence: choice.pricePence,
      });
    }
  });
};
