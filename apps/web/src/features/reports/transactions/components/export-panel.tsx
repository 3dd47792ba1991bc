import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ReportRangeInput } from '@opentill/contract/reports/report.schemas';
import {
  checkExportRange,
  defaultExportRange,
  type ExportRangeFields,
} from '@/features/reports/transactions/export-range';

export type ExportPanelProps = {
  /** The merchant's date, 'yyyy-MM-dd'. */
  today: string;
  /** A terminal device emails the report; a browser saves the CSV (spec 001 §6). */
  isTerminal: boolean;
  isExporting: boolean;
  onExportCsv: (range: ReportRangeInput) => void;
  onEmailReport: (range: ReportRangeInput) => void;
};

type Field = keyof ExportRangeFields;

/**
 * Export From / Export To (year/month/day) and Export to csv or Email Report, with the
 * §5 rules under the fields. A half-typed date is judged once its field is left.
 */
export const ExportPanel = ({
  today,
  isTerminal,
  isExporting,
  onExportCsv,
  onEmailReport,
}: ExportPanelProps) => {
  const [fields, setFields] = useState<ExportRangeFields>(() => defaultExportRange(today));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const checked = checkExportRange(fields, today);
  const errors = checked.isValid ? {} : checked.errors;
  const shownError = (field: Field): string | undefined => {
    const error = errors[field];
    // Range refusals (from after to, to in the future) show at once; a shape error waits.
    const isWholeDate = /^\d{4}[/-]\d{2}[/-]\d{2}$/.test(fields[field].trim());
    return touched.has(field) || isWholeDate ? error : undefined;
  };

  const submit = () => {
    setTouched(new Set<Field>(['fromDate', 'toDate']));
    if (!checked.isValid) return;
    if (isTerminal) onEmailReport(checked.range);
    else onExportCsv(checked.range);
  };

  const dateField = (field: Field, label: string) => {
    const error = shownError(field);
    return (
      <TextField
        label={label}
        value={fields[field]}
        placeholder="yyyy/mm/dd"
        onChange={(event) => setFields((current) => ({ ...current, [field]: event.target.value }))}
        onBlur={() => setTouched((current) => new Set(current).add(field))}
        error={error !== undefined}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ minWidth: 0 }}
      />
    );
  };

  return (
    <Box
      component="form"
      aria-label="Export"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(150px, 180px)) auto' },
      }}
    >
      {dateField('fromDate', 'Export From')}
      {dateField('toDate', 'Export To')}
      <Button
        type="submit"
        variant="contained"
        loading={isExporting}
        loadingPosition="start"
        startIcon={isTerminal ? <EmailIcon /> : <DownloadIcon />}
        // As tall as the date fields beside it, and a finger's size (44 px) on a tablet.
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minHeight: 56, whiteSpace: 'nowrap' }}
      >
        {isTerminal ? 'Email Report' : 'Export to csv'}
      </Button>
    </Box>
  );
};
