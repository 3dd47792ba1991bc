import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A form that wraps a dialog's content and actions: a flex column that fills the paper,
 * so the content scrolls and the actions (the total and Count done) stay on screen, as
 * they do in a dialog without a form.
 */
export const dialogFormSx: SxProps<Theme> = {
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
};

/**
 * A dialog's fields one under another. Packed at the top: a full-screen dialog on a phone
 * is taller than they are, and a grid would otherwise spread them down the whole screen.
 */
export const dialogFieldsSx: SxProps<Theme> = {
  display: 'grid',
  gap: 2,
  pt: 1,
  alignContent: 'start',
};
