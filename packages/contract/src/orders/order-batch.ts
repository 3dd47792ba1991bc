// Issue 15: no zod here, so a till's drainer can read it without the schemas' code.

/** The most orders one POST orders/orders/batch/ takes; a till sends more in turns. */
export const ORDER_BATCH_MAX = 50;
