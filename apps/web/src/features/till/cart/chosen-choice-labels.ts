import type { CartLine } from '@opentill/contract/catalogue/cart-line';

/** The chosen choices' labels, in the product's own order: ['Oat', 'Extra shot']. */
export const chosenChoiceLabels = (line: Pick<CartLine, 'product' | 'options'>): string[] =>
  line.product.options.flatMap((option) => {
    const chosen = new Set(line.options[option.id] ?? []);
    return option.optionChoices.filter((choice) => chosen.has(choice.id)).map((c) => c.label);
  });
