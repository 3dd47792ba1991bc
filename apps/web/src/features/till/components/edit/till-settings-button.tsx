import { useState } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TillSettingsDialog } from '@/features/till/components/edit/till-settings-dialog';
import { compactOnPhoneSx } from '@/features/till/components/till-switch-link';

export type TillSettingsButtonProps = { isEditing: boolean };

/** 'Till settings' beside the edit-mode switch, while edit mode is on. */
export const TillSettingsButton = ({ isEditing }: TillSettingsButtonProps) => {
  const [isOpen, setIsOpen] = useState(false);
  if (!isEditing) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        aria-label="Till settings"
        startIcon={<SettingsIcon />}
        onClick={() => setIsOpen(true)}
        // The amber outline marks edit mode; amber text on white would fail AA, so the words are dark.
        sx={{ ...compactOnPhoneSx, color: 'secondary.contrastText' }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Till settings
        </Box>
      </Button>
      {isOpen && <TillSettingsDialog onClose={() => setIsOpen(false)} />}
    </>
  );
};
