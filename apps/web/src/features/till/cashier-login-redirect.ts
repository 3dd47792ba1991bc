/** How the cashier guard and the cashier log-in agree on where to go (spec 001 §2.1). */
export const CASHIER_LOGIN_PATH = '/till/cashier-login';
export const NEXT_PARAM = 'next';
/** The till category view: where a cashier log-in goes when it is given no `next`. */
export const TILL_PATH = '/till';
export const QUICK_TILL_PATH = '/quick-till';

/** `/till/cashier-login?next=%2Ftill%2Fhot-drinks` */
export const buildCashierLoginPath = (wantedPath: string): string =>
  `${CASHIER_LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: wantedPath })}`;

/** The `next` value if it is a path of this app (not the log-in itself), else the category view. */
export const getCashierLoginTarget = (next: string | null): string =>
  next !== null &&
  next.startsWith('/') &&
  !next.startsWith('//') &&
  !next.startsWith(CASHIER_LOGIN_PATH)
    ? next
    : TILL_PATH;
