import { listSales } from '@/offline/outbox-store';

export const unsentSalesSentence = (count: number): string =>
  count === 1
    ? '1 sale on this till is not sent yet. Send it first (Unsent sales, Send now), so it is not lost.'
    : `${count} sales on this till are not sent yet. Send them first (Unsent sales, Send now), so none is lost.`;

/** Refuses what would leave sales behind (log out, switching merchant) while sales wait. */
export class UnsentSalesError extends Error {
  constructor(count: number) {
    super(unsentSalesSentence(count));
    this.name = 'UnsentSalesError';
  }
}

/** Throws UnsentSalesError while this merchant has sales on the till. */
export const refuseWhileUnsent = async (merchant: string | null): Promise<void> => {
  if (merchant === null) return;
  const sales = await listSales(merchant).catch(() => []);
  if (sales.length > 0) throw new UnsentSalesError(sales.length);
};
