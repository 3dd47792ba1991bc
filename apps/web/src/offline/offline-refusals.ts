import { isApiError } from '@/api/api-error';
import { isUnreachableStatus, useServerDownSince } from '@/api/server-reachability';

/** What a till cannot do with no server (issue 15), each said as a sentence staff act on. */
export const offlineRefusals = {
  refund:
    'Refunds need the server, which cannot be reached. Try again once the connection is back.',
  cancel:
    'Cancelling an order needs the server, which cannot be reached. Keep it to pay later, or try again once the connection is back.',
  voidLine:
    'Voiding a line needs the server, which cannot be reached. Try again once the connection is back.',
  editOrder:
    'Changing an order needs the server, which cannot be reached. Try again once the connection is back.',
  editCatalogue:
    'The catalogue cannot be edited while the server cannot be reached. Keep selling, and edit once the connection is back.',
} as const;

/** A failure that came from the server being out of reach (no network, or a 5xx). */
export const isOfflineFailure = (error: unknown): boolean =>
  isApiError(error) && isUnreachableStatus(error.status);

/** No answer at all (the network): a 5xx keeps a screen's own spec message where it has one. */
export const isNetworkFailure = (error: unknown): boolean =>
  isApiError(error) && error.status === 0;

/** Whether the server is out of reach right now, as the last call found it. */
export const useIsServerDown = (): boolean => useServerDownSince() !== null;
