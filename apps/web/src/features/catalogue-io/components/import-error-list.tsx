import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ImportProblem } from '@opentill/contract/catalogue/catalogue-import.schemas';
import { CATALOGUE_IO_MESSAGES } from '@/features/catalogue-io/catalogue-io-messages';

export type ImportErrorListProps = { errors: readonly ImportProblem[] };

/** Every problem in the file, by row and column, so it can be fixed in the spreadsheet. */
export const ImportErrorList = ({ errors }: ImportErrorListProps) => (
  <Alert severity="error" role="alert">
    <AlertTitle>{CATALOGUE_IO_MESSAGES.errorCount(errors.length)}</AlertTitle>
    <Box component="ul" aria-label="Errors in the file" sx={{ m: 0, pl: 2.5 }}>
      {errors.map((error) => (
        <li key={`${error.row}-${error.column}-${error.message}`}>
          <strong>
            Row {error.row}, {error.column}:
          </strong>{' '}
          {error.message}
        </li>
      ))}
    </Box>
  </Alert>
);
