import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Holds a navigation away from a form with unsaved changes until the person chooses
 * (the blocker's proceed or reset), and asks the browser to warn on reload or close.
 */
export const useUnsavedChangesGuard = (hasChanges: boolean): Blocker => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasChanges && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);
  return blocker;
};
