/** Where the context menu stays: text fields, so a long press can still paste. */
const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.closest('input, textarea, [contenteditable="true"]') !== null);

const blockContextMenu = (event: Event): void => {
  if (!isEditable(event.target)) event.preventDefault();
};

/**
 * Blocks the context menu on the whole document when the platform asks for it (spec 001
 * §2.3), and returns the function that lifts the block. Nothing happens elsewhere.
 */
export const applyContextMenuBlock = (
  platform: { blocksContextMenu: boolean },
  target: Document = document,
): (() => void) => {
  if (!platform.blocksContextMenu) return () => undefined;
  target.addEventListener('contextmenu', blockContextMenu);
  return () => target.removeEventListener('contextmenu', blockContextMenu);
};
