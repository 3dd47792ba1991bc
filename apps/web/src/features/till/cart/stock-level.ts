import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import type { Product } from '@opentill/contract/catalogue/product.schemas';

/** "3 left" shows at or below the product's low-stock line, or this many without one. */
export const DEFAULT_LOW_STOCK = 5;

type Stocked = Pick<Product, 'stock' | 'lowStockThreshold'>;

/** Tracked stock that is gone: the tile says "Sold out" and a tap adds nothing. */
export const isSoldOut = (product: Pick<Product, 'stock'>): boolean =>
  product.stock !== null && product.stock <= 0;

/** What a tile says about stock: "Sold out", "3 left" when low, or nothing. */
export const stockLabel = (product: Stocked): string | null => {
  if (product.stock === null) return null;
  if (product.stock <= 0) return 'Sold out';
  if (product.stock <= (product.lowStockThreshold ?? DEFAULT_LOW_STOCK))
    return `${product.stock} left`;
  return null;
};

/**
 * The stock left for a line's product when the cart holds more of it than that
 * (all its lines together), else null. The stock is what the till knew when the
 * product was rung up; the server checks it again when the order is made.
 */
export const overStockLeft = (line: CartLine, lines: readonly CartLine[]): number | null => {
  const stock = line.product.stock;
  if (stock === undefined || stock === null) return null;
  const inCart = lines
    .filter((each) => each.product.id === line.product.id)
    .reduce((sum, each) => sum + each.quantity, 0);
  return inCart > stock ? Math.max(0, stock) : null;
};
