import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  TERMS_INTRODUCTION,
  TERMS_SECTIONS,
  TERMS_TITLE,
} from '@/features/account/terms/terms-sections';

export type TermsDialogProps = {
  open: boolean;
  onAgree: () => void;
  onCancel: () => void;
};

/** The merchant terms (spec 000 §2, §9): scrolls inside the dialog; Cancel or Agree. */
export const TermsDialog = ({ open, onAgree, onCancel }: TermsDialogProps) => {
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      scroll="paper"
      fullScreen={isPhone}
      fullWidth
      aria-labelledby={titleId}
      // About 85 characters a line: long enough to read easily, never a wall of text.
      slotProps={{ paper: { sx: { maxWidth: isPhone ? undefined : 760 } } }}
    >
      <DialogTitle id={titleId} sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
        {TERMS_TITLE}
      </DialogTitle>
      <DialogContent dividers tabIndex={0} aria-label={`${TERMS_TITLE} text`}>
        <Typography sx={{ mb: 2.5 }}>{TERMS_INTRODUCTION}</Typography>
        {TERMS_SECTIONS.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 3 }}>
            <Typography component="h3" sx={{ mb: 1, fontSize: '1.05rem', fontWeight: 700 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.25, lineHeight: 1.6 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onCancel} size="large">
          Cancel
        </Button>
        <Button onClick={onAgree} variant="contained" size="large">
          Agree
        </Button>
      </DialogActions>
    </Dialog>
  );
};
