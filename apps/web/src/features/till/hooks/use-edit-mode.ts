import { useSyncExternalStore } from 'react';
import { useCanEditTill } from '@/features/till/hooks/use-can-edit-till';

// Edit mode is one switch for the till screens and the cashier log-in, kept while
// the cashier walks between categories; it is never on for someone who may not edit.
let isEditModeOn = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const setEditMode = (isOn: boolean): void => {
  if (isEditModeOn === isOn) return;
  isEditModeOn = isOn;
  for (const listener of listeners) listener();
};

export type EditMode = {
  /** Whether this user may edit at all (and so sees the switch). */
  canEdit: boolean;
  isEditing: boolean;
  setEditing: (isOn: boolean) => void;
};

export const useEditMode = (): EditMode => {
  const canEdit = useCanEditTill();
  const isOn = useSyncExternalStore(subscribe, () => isEditModeOn);
  return { canEdit, isEditing: canEdit && isOn, setEditing: setEditMode };
};
