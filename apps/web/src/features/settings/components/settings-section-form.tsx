import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUnsavedChangesGuard } from '@/features/settings/hooks/use-unsaved-changes-guard';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';

export type SettingsSectionFormProps = {
  title: string;
  /** One sentence on what the section decides. */
  description: string;
  hasChanges: boolean;
  isSaving: boolean;
  /** A message that belongs to no field (the server's detail). */
  formError?: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onDiscard: () => void;
  children: ReactNode;
};

/**
 * A Settings section: its fields, one Save for all of them, and a guard that asks before
 * leaving with unsaved changes. Save stays at the bottom of the screen on a long form.
 */
export const SettingsSectionForm = ({
  title,
  description,
  hasChanges,
  isSaving,
  formError = null,
  onSubmit,
  onDiscard,
  children,
}: SettingsSectionFormProps) => {
  const blocker = useUnsavedChangesGuard(hasChanges && !isSaving);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <Typography component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {description}
      </Typography>
      <FormErrorAlert message={formError} />
      <Stack spacing={2.5}>{children}</Stack>
      <Paper
        elevation={0}
        sx={{
          position: 'sticky',
          bottom: 0,
          mt: 3,
          py: 1.5,
          display: 'flex',
          gap: 1,
          justifyContent: 'flex-end',
          alignItems: 'center',
          borderTop: 1,
          borderColor: 'divider',
          borderRadius: 0,
          bgcolor: 'background.default',
          zIndex: 1,
        }}
      >
        {hasChanges && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            Unsaved changes
          </Typography>
        )}
        <Button size="large" onClick={onDiscard} disabled={!hasChanges || isSaving}>
          Discard
        </Button>
        <Button
          type="submit"
          size="large"
          variant="contained"
          loading={isSaving}
          disabled={!hasChanges}
        >
          Save
        </Button>
      </Paper>
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        isDestructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        Your changes to {title} are not saved yet.
      </ConfirmDialog>
    </Box>
  );
};
