/** Query keys of the reports screens; the unseen count keeps its own key in get-unseen-alert-count. */
export const reportQueryKeys = {
  /** Today's takings and the products report both start with this. */
  all: ['report'] as const,
  alerts: ['alerts', 'list'] as const,
  today: ['report', 'today'] as const,
  topProducts: (fromDate: string, toDate: string) =>
    ['report', 'top-products', fromDate, toDate] as const,
};
