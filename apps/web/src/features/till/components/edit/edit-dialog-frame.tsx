import { useId, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { EditDialogActions } from '@/features/till/components/edit/edit-dialog-actions';
import { FormErrorAlert } from '@/ui/form-error-alert';

export type EditDialogFrameProps = {
  title: string;
  maxWidth: 'sm' | 'md';
  /** What the server said that belongs to no field. */
  formError: string | null;
  isExisting: boolean;
  isSaving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  onDelete: () => void;
  onMove?: () => void;
  children: ReactNode;
};

/** The edit dialogs' frame: a form with Save, Cancel, Delete and Move; full screen on a phone. */
export const EditDialogFrame = ({
  title,
  maxWidth,
  formError,
  isExisting,
  isSaving,
  onSubmit,
  onCancel,
  onDelete,
  onMove,
  children,
}: EditDialogFrameProps) => {
  const titleId = useId();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <FormErrorAlert message={formError} />
          {children}
        </DialogContent>
        <EditDialogActions
          isExisting={isExisting}
          isSaving={isSaving}
          onDelete={onDelete}
          onMove={onMove}
          onCancel={onCancel}
        />
      </Box>
    </Dialog>
  );
};
