import { useId, useRef } from 'react';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PhotoChoice } from '@/features/account/photo/use-photo-choice';
import { visuallyHidden } from '@/ui/visually-hidden';

export type PhotoPickerProps = { choice: PhotoChoice; label?: string };

/** Profile photo: the current or chosen picture beside a button that opens the file picker. */
export const PhotoPicker = ({ choice, label = 'Profile photo' }: PhotoPickerProps) => {
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const hasPhoto = choice.previewUrl !== null;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={choice.previewUrl ?? undefined}
          alt={hasPhoto ? `${label} preview` : undefined}
          sx={{ width: 88, height: 88, bgcolor: 'primary.light' }}
        >
          <PhotoCameraIcon fontSize="large" aria-hidden />
        </Avatar>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          <Button
            variant="outlined"
            loading={choice.isPreparing}
            aria-describedby={choice.error === null ? undefined : errorId}
            onClick={() => fileInput.current?.click()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {hasPhoto ? 'Change photo' : 'Choose photo'}
          </Button>
          {/* Beside the button, not inside it: a control inside a button is lost to screen
              readers (axe's nested-interactive). The button is the one tab stop. */}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            tabIndex={-1}
            aria-label={label}
            aria-describedby={choice.error === null ? undefined : errorId}
            style={visuallyHidden}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so picking the same file again still reports a change.
              event.target.value = '';
              if (file !== undefined) void choice.choose(file);
            }}
          />
        </Stack>
      </Stack>
      {choice.error !== null && (
        <FormHelperText id={errorId} error>
          {choice.error}
        </FormHelperText>
      )}
    </Stack>
  );
};
