import { eq } from 'drizzle-orm';
import { payments } from '@/db/schema/index.js';

/**
 * The order's own payment row, not a part paid earlier on a split bill (issue 16). A
 * join of payments by order id takes it, so it still gives one row per order; sums of
 * money taken read every paid row instead.
 */
export const isOrderRow = eq(payments.isPart, false);
