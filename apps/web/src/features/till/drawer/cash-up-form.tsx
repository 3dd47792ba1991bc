import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  DENOMINATIONS,
  countedPence,
  denominationLabel,
  type Denomination,
  type DenominationCounts,
} from '@opentill/contract/drawer/denominations';
import type { DrawerSession } from '@opentill/contract/drawer/drawer.schemas';
import { formatPence } from '@opentill/contract/money';
import { isForbiddenError } from '@/api/api-error';
import { countDrawer } from '@/features/till/drawer/drawer-api';
import { readCount } from '@/features/till/drawer/drawer-amounts';
import { readDrawerErrors } from '@/features/till/drawer/drawer-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { dialogFormSx } from '@/features/till/drawer/dialog-form-sx';

export type CashUpFormProps = {
  session: DrawerSession;
  /** The server's answer: closed, or awaiting a manager. */
  onCounted: (session: DrawerSession) => void;
  onBack: () => void;
};

type Texts = Partial<Record<Denomination, string>>;
type RowErrors = Partial<Record<Denomination, string>>;

const COUNT_FAILED = 'The count was not recorded. Try again.';

/** Every denomination, 0 where nothing was typed: the server wants each one counted. */
const countsOf = (texts: Texts): DenominationCounts =>
  Object.fromEntries(
    DENOMINATIONS.map((value) => [String(value), readCount(texts[value] ?? '').value ?? 0]),
  );

/**
 * The blind count (issue 16): how many of each note and coin, with each row's value and
 * the running total. What the drawer should hold is shown only once the count is in.
 */
export const CashUpForm = ({ session, onCounted, onBack }: CashUpFormProps) => {
  const [texts, setTexts] = useState<Texts>({});
  const [rowErrors, setRowErrors] = useState<RowErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const counts = countsOf(texts);

  const count = useMutation({
    mutationFn: (input: DenominationCounts) => countDrawer(session.id, { counts: input }),
    onSuccess: onCounted,
    onError: (error) => {
      if (!isForbiddenError(error)) setFormError(readDrawerErrors(error, [], COUNT_FAILED).other);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const errors: RowErrors = {};
    for (const value of DENOMINATIONS) {
      const { error } = readCount(texts[value] ?? '');
      if (error !== null) errors[value] = error;
    }
    setRowErrors(errors);
    if (Object.keys(errors).length === 0) count.mutate(counts);
  };

  return (
    <Box component="form" noValidate aria-label="Cash up" onSubmit={submit} sx={dialogFormSx}>
      <DialogContent sx={{ pt: 1 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Count each note and coin in the drawer. Leave a row empty where there are none.
        </Typography>
        <FormErrorAlert message={formError} />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 3,
            rowGap: 1.5,
          }}
        >
          {DENOMINATIONS.map((value) => {
            const error = rowErrors[value];
            const rowPence = value * (counts[`${value}`] ?? 0);
            return (
              <Box
                key={value}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr) 5.5rem',
                  alignItems: 'start',
                  gap: 1.5,
                }}
              >
                <TextField
                  type="number"
                  label={denominationLabel(value)}
                  value={texts[value] ?? ''}
                  onChange={(event) => setTexts((now) => ({ ...now, [value]: event.target.value }))}
                  error={error !== undefined}
                  helperText={error}
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, step: 1 } }}
                />
                <Typography sx={{ pt: 2, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {formatPence(rowPence)}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Box
          role="status"
          aria-label="Counted"
          sx={{ mr: 'auto', display: 'flex', gap: 1, alignItems: 'baseline' }}
        >
          <Typography sx={{ fontWeight: 600 }}>Counted</Typography>
          <Typography
            sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatPence(countedPence(counts))}
          </Typography>
        </Box>
        <Button size="large" onClick={onBack} disabled={count.isPending}>
          Back
        </Button>
        <Button type="submit" variant="contained" size="large" loading={count.isPending}>
          Count done
        </Button>
      </DialogActions>
    </Box>
  );
};
