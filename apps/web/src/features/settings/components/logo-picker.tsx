import { useEffect, useId, useMemo } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';

/** A logo chosen but not saved yet: a new picture, or none. */
export type LogoChoice = Blob | 'remove' | null;

export type LogoPickerProps = {
  /** The saved logo's address, or null. */
  saved: string | null;
  choice: LogoChoice;
  onChoose: (choice: LogoChoice) => void;
  error?: string | null;
};

/** Settings → Business: the logo, chosen here and kept by the section's Save. */
export const LogoPicker = ({ saved, choice, onChoose, error = null }: LogoPickerProps) => {
  const inputId = useId();
  const preview = useMemo(
    () => (choice instanceof Blob ? URL.createObjectURL(choice) : null),
    [choice],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = choice === 'remove' ? null : (preview ?? saved);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={shown ?? undefined}
        alt={shown ? 'Logo' : undefined}
        variant="rounded"
        sx={{ width: 72, height: 72, bgcolor: 'grey.200', color: 'grey.600' }}
      >
        <StorefrontIcon />
      </Avatar>
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1}>
          <Button component="label" htmlFor={inputId} variant="outlined">
            {shown ? 'Change logo' : 'Choose logo'}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onChoose(file);
                event.target.value = '';
              }}
            />
          </Button>
          {shown && (
            <Button color="inherit" onClick={() => onChoose(saved ? 'remove' : null)}>
              Remove
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
          {error ?? 'A square picture works best; it is resized to 400 px.'}
        </Typography>
      </Stack>
    </Stack>
  );
};
