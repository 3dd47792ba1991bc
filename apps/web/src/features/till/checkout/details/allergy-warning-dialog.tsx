import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  allergyWarningSentence,
  type AllergyWarning,
} from '@opentill/contract/catalogue/allergy-notes';

export type AllergyWarningDialogProps = {
  warnings: readonly AllergyWarning[];
  onGoBack: () => void;
  onContinue: () => void;
};

/** The note's words, each with the lines that hold what it asks to avoid. */
const byPhrase = (warnings: readonly AllergyWarning[]) => {
  const groups = new Map<string, AllergyWarning[]>();
  for (const warning of warnings)
    groups.set(warning.phrase, [...(groups.get(warning.phrase) ?? []), warning]);
  return [...groups];
};

/**
 * Before payment, when the order's notes ask to avoid an allergen that a line contains
 * or may contain: "Allergy note: 'no nuts'. Carrot Cake may contain tree nuts."
 */
export const AllergyWarningDialog = ({
  warnings,
  onGoBack,
  onContinue,
}: AllergyWarningDialogProps) => (
  <Dialog open onClose={onGoBack} aria-labelledby="allergy-warning-title" maxWidth="xs" fullWidth>
    <DialogTitle id="allergy-warning-title">Check the allergy note</DialogTitle>
    <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
      {byPhrase(warnings).map(([phrase, group]) => (
        <div key={phrase}>
          <Typography sx={{ fontWeight: 700 }}>Allergy note: ‘{phrase}’.</Typography>
          {group.map((warning) => (
            <Typography key={`${warning.name}-${warning.allergen}`}>
              {allergyWarningSentence(warning)}
            </Typography>
          ))}
        </div>
      ))}
      <Typography color="text.secondary" variant="body2">
        Go back to change the order, or continue if the customer has agreed.
      </Typography>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
      <Button size="large" onClick={onGoBack} autoFocus>
        Go back
      </Button>
      <Button size="large" variant="contained" color="warning" onClick={onContinue}>
        Continue
      </Button>
    </DialogActions>
  </Dialog>
);
