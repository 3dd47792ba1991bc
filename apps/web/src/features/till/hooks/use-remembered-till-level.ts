import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/api/get-session';
import { isApiError } from '@/api/api-error';
import { TILL_PATH } from '@/features/till/cashier-login-redirect';
import { readTillLevel, saveTillLevel } from '@/features/till/hooks/till-level-storage';

export type ShownLevel = {
  /** The level's tiles are on screen. */
  isLoaded: boolean;
  error: unknown;
};

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Opening the till at /till goes back to the level this till was last on (issue 13);
 * a level since deleted falls back to the top. Only on opening: walking up to the top
 * level later, by the breadcrumb or Back, stays there. Returns whether that trip is
 * still under way, so the screen shows no top level on the way.
 */
export const useRememberedTillLevel = (categorySlugPath: string, shown: ShownLevel): boolean => {
  const merchant = useSession().client?.identifier ?? null;
  const navigate = useNavigate();
  const [restoring, setRestoring] = useState<string | null>(() => {
    if (categorySlugPath !== '' || merchant === null) return null;
    const saved = readTillLevel(merchant);
    return saved === '' ? null : saved;
  });
  const trip = useRef<'start' | 'going' | 'back'>('start');
  const { isLoaded, error } = shown;

  useEffect(() => {
    if (restoring === null || merchant === null) return;
    if (categorySlugPath === '') {
      if (trip.current === 'start') {
        trip.current = 'going';
        void navigate(`${TILL_PATH}/${restoring}`, { replace: true });
      } else if (trip.current === 'back') {
        setRestoring(null);
      }
      return;
    }
    if (categorySlugPath !== restoring) setRestoring(null);
    else if (isNotFound(error)) {
      trip.current = 'back';
      saveTillLevel(merchant, '');
      void navigate(TILL_PATH, { replace: true });
    } else if (isLoaded || error !== null) setRestoring(null);
  }, [restoring, merchant, categorySlugPath, isLoaded, error, navigate]);

  useEffect(() => {
    if (merchant !== null && restoring === null && isLoaded) {
      saveTillLevel(merchant, categorySlugPath);
    }
  }, [merchant, restoring, isLoaded, categorySlugPath]);

  return restoring !== null;
};
