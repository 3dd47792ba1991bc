import { forwardRef, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { visuallyHidden } from '@/ui/visually-hidden';
import { MaterialDesignContent, type CustomContentProps } from 'notistack';
import { useOpenDialog } from '@/app/notifications/open-dialog';

/** Red error, green success, amber warning, blue info (spec 000 §2). */
const Toast = styled(MaterialDesignContent)(() => ({
  fontSize: '1rem',
  fontWeight: 500,
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#ffb300', color: '#1f1300' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
}));

/**
 * A toast a screen reader hears even while a dialog is open. The toast stays where people
 * see it; while a dialog is open its words are also spoken from a live region inside that
 * dialog, the only part of the page a reader listens to then, and the toast itself is hidden
 * from readers so nobody hears it twice.
 */
export const AnnouncedToast = forwardRef<HTMLDivElement, CustomContentProps>((props, ref) => {
  const dialog = useOpenDialog();
  const own = useRef<HTMLDivElement>(null);
  const forked = useForkRef(ref, own);
  useEffect(() => {
    if (dialog === null) own.current?.removeAttribute('aria-hidden');
    else own.current?.setAttribute('aria-hidden', 'true');
  }, [dialog]);
  return (
    <>
      <Toast ref={forked} {...props} />
      {dialog !== null &&
        createPortal(
          // The words come from CSS, not a text node: a reader hears generated content, while
          // the page keeps one toast with these words and one alert in the dialog (the
          // dialog's own), so nothing that looks for them finds two.
          <Box
            aria-live="assertive"
            aria-atomic="true"
            data-announce={typeof props.message === 'string' ? props.message : ''}
            sx={{ ...visuallyHidden, '&::before': { content: 'attr(data-announce)' } }}
          />,
          dialog,
        )}
    </>
  );
});
AnnouncedToast.displayName = 'AnnouncedToast';
