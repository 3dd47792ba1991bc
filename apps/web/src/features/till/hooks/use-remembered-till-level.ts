import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/api/get-session';
import { isApiError } from '@/api/api-error';
import { TILL_PATH } from '@/features/till/cashier-login-redirect';
import { readTillLevel, saveTillLevel } from '@/features/till/hooks/till-level-storage';

export type ShownLevel = {
  /** The level's tiles are on screen. */
  isLoaded: boolean;
  error: unknown;
};

/**
 * The trip back to the remembered level: going there, arrived and waiting for it to load,
 * sent back to the top because it no longer exists, or done (nothing to restore).
 */
type Trip = 'going' | 'arriving' | 'back' | 'done';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

const nextTrip = (
  trip: Trip,
  target: string,
  categorySlugPath: string,
  { isLoaded, error }: ShownLevel,
): Trip => {
  if (trip === 'going') {
    if (categorySlugPath === '') return 'going';
    return categorySlugPath === target ? 'arriving' : 'done';
  }
  if (trip === 'arriving') {
    if (categorySlugPath !== target) return 'done';
    if (isNotFound(error)) return 'back';
    return isLoaded || error !== null ? 'done' : 'arriving';
  }
  if (trip === 'back') return categorySlugPath === '' ? 'done' : 'back';
  return 'done';
};

/**
 * Opening the till at /till goes back to the level this till was last on (issue 13);
 * a level since deleted falls back to the top. Only on opening, and not when the address
 * brings an errand (an order to pay): walking up to the top
 * level later, by the breadcrumb or Back, stays there. Returns whether that trip is
 * still under way, so the screen shows no top level on the way.
 */
export const useRememberedTillLevel = (categorySlugPath: string, shown: ShownLevel): boolean => {
  const merchant = useSession().client?.identifier ?? null;
  const navigate = useNavigate();
  // /till?pay=… (the order list's Create payment) or ?checkout=… came for that order: the
  // till stays where the address says.
  const hasErrand = useLocation().search !== '';
  const [target] = useState<string>(() =>
    categorySlugPath === '' && merchant !== null && !hasErrand
      ? (readTillLevel(merchant) ?? '')
      : '',
  );
  const [trip, setTrip] = useState<Trip>(target === '' ? 'done' : 'going');
  const next = nextTrip(trip, target, categorySlugPath, shown);
  // Derived from the route as it renders, not in an effect: no frame shows the old trip.
  if (next !== trip) setTrip(next);
  const hasSetOff = useRef(false);

  useEffect(() => {
    if (trip === 'going' && categorySlugPath === '' && !hasSetOff.current) {
      hasSetOff.current = true;
      void navigate(`${TILL_PATH}/${target}`, { replace: true });
    }
    if (trip === 'back' && categorySlugPath !== '') {
      if (merchant !== null) saveTillLevel(merchant, '');
      void navigate(TILL_PATH, { replace: true });
    }
  }, [trip, categorySlugPath, target, merchant, navigate]);

  useEffect(() => {
    if (merchant !== null && trip === 'done' && shown.isLoaded) {
      saveTillLevel(merchant, categorySlugPath);
    }
  }, [merchant, trip, shown.isLoaded, categorySlugPath]);

  return trip !== 'done';
};
