import { memo } from 'react';
import { linePricePence, type CartLine } from '@opentill/contract/catalogue/cart-line';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import { formatPence } from '@opentill/contract/money';
import { chosenChoiceLabels } from '@/features/till/cart/chosen-choice-labels';
import { cartLineClasses as c, LineIcon } from '@/features/till/components/cart/cart-line-styles';

export type CartLineItemProps = {
  line: CartLine;
  /** The stock left when the cart holds more of this product than that, else null. */
  overStockLeft: number | null;
  /** The line's own discount as shown under it ('Staff (50%) −£1.75'), or null. */
  discountText: string | null;
  onOpen: (lineId: string) => void;
  /** One more or one fewer on the line itself; one fewer than one removes it. */
  onStep: (lineId: string, quantity: number) => void;
};

/**
 * A cart line: − quantity + (− on the last one removes the line), then the product, its
 * chosen options, its discount and the line price, which opens the quantity dialog
 * (where the line is discounted too); a warning when
 * the cart holds more than the stock the till knows of. Plain elements styled by
 * <CartLineStyles />, which the list renders once.
 */
export const CartLineItem = memo(function CartLineItem({
  line,
  overStockLeft,
  discountText,
  onOpen,
  onStep,
}: CartLineItemProps) {
  const choices = chosenChoiceLabels(line);
  const name = line.product.name;
  const isLast = line.quantity <= 1;
  return (
    <li className={c.root}>
      <span role="group" aria-label={`Quantity of ${name}`} className={c.stepper}>
        <button
          type="button"
          className={c.step}
          aria-label={isLast ? `Remove ${name}` : `One fewer ${name}`}
          onClick={() => onStep(line.lineId, line.quantity - 1)}
        >
          <LineIcon icon={isLast ? 'delete' : 'remove'} />
        </button>
        <span className={c.quantity}>{line.quantity}×</span>
        <button
          type="button"
          className={c.step}
          aria-label={`One more ${name}`}
          onClick={() => onStep(line.lineId, line.quantity + 1)}
        >
          <LineIcon icon="add" />
        </button>
      </span>
      <button type="button" className={c.open} onClick={() => onOpen(line.lineId)}>
        <span className={c.text}>
          <span className={c.name}>{name}</span>
          {choices.length > 0 && <span className={c.detail}>{choices.join(', ')}</span>}
          {discountText !== null && <span className={c.discount}>{discountText}</span>}
          {overStockLeft !== null && (
            <span className={c.warning}>
              <LineIcon icon="warning" />
              {catalogueMessages.overStock(overStockLeft)}
            </span>
          )}
        </span>
        <span className={c.price}>{formatPence(linePricePence(line))}</span>
      </button>
    </li>
  );
});
