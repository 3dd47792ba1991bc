import { lazy } from 'react';

// Moving a favourite is edit mode's: the picker ships in the edit dialogs' chunk.
export const LazyPositionPickerDialog = lazy(async () => ({
  default: (await import('@/features/till/components/edit/position-picker-dialog'))
    .PositionPickerDialog,
}));
