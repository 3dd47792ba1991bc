import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export type UnsavedChangesGuardProps = { hasChanges: boolean };

/**
 * Asks before leaving the page with unsaved changes, and has the browser warn on reload
 * or close, as every Settings section does (features/settings use-unsaved-changes-guard).
 */
export const UnsavedChangesGuard = ({ hasChanges }: UnsavedChangesGuardProps) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasChanges && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasChanges) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      isDestructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Your changes to Printers are not saved yet.
    </ConfirmDialog>
  );
};
