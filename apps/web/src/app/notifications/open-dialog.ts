import { useEffect, useState } from 'react';

/**
 * The dialog a screen reader is inside now, or null. An open MUI modal sets aria-hidden on
 * the rest of the page (and aria-modal tells readers to ignore it), so a live region
 * outside the dialog goes unheard; the topmost dialog is the one not hidden itself.
 */
export const topOpenDialog = (): HTMLElement | null =>
  Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'))
    .filter((dialog) => dialog.closest('[aria-hidden="true"]') === null)
    .at(-1) ?? null;

/** The open dialog, followed while the caller is mounted: dialogs open and close under a toast. */
export const useOpenDialog = (): HTMLElement | null => {
  const [dialog, setDialog] = useState(topOpenDialog);
  useEffect(() => {
    const follow = () => setDialog(topOpenDialog());
    // A dialog can change between the first render and this effect.
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, []);
  return dialog;
};
