/**
 * What a Transactions refresh fetches again (spec 001 §4): the chart always, the table only
 * on page 1, so someone reading an older page is not moved under their finger.
 */
export const refreshTargets = (page: number): { chart: boolean; table: boolean } => ({
  chart: true,
  table: page === 1,
});
