import { screen } from '@testing-library/react';

/**
 * The visible toast with these words. While a dialog is open the same words are also an
 * alert inside it for screen readers (app/notifications/announced-toast.tsx), so a plain
 * text query would find two.
 */
export const findToast = (text: string) =>
  screen.findByText(text, { selector: '#notistack-snackbar' });
