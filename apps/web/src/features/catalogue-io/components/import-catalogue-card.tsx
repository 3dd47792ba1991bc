import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportPreview } from '@opentill/contract/catalogue/catalogue-import.schemas';
import { CsvDropZone } from '@/features/catalogue-io/components/csv-drop-zone';
import { ImportErrorList } from '@/features/catalogue-io/components/import-error-list';
import { ImportFormatHelp } from '@/features/catalogue-io/components/import-format-help';
import { ImportPreviewTable } from '@/features/catalogue-io/components/import-preview-table';
import { useImportFlow } from '@/features/catalogue-io/components/use-import-flow';
import { CATALOGUE_IO_MESSAGES } from '@/features/catalogue-io/catalogue-io-messages';

const FORMAT_NAMES = { opentill: 'OpenTill', square: 'Square', loyverse: 'Loyverse' } as const;

const summaryOf = ({ format, counts }: ImportPreview) =>
  `${FORMAT_NAMES[format]} file: ${counts.new} new, ${counts.updated} to update, ${counts.errors} with errors.`;

/** Choose a CSV, see what it would do, then import it all at once. */
export const ImportCatalogueCard = () => {
  const flow = useImportFlow();
  const { preview } = flow;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography component="h2" variant="h6">
            Import
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Add or update products from a CSV file: OpenTill’s own export, or an item export from
            Square or Loyverse. Nothing changes until you confirm.
          </Typography>
        </div>
        <CsvDropZone
          fileName={flow.fileName}
          isDisabled={flow.isChecking || flow.isImporting}
          onFile={(file) => void flow.chooseFile(file)}
        />
        <ImportFormatHelp />
        {flow.isChecking && <LinearProgress aria-label="Checking the file" />}
        {flow.problem !== null && (
          <Alert severity="error" role="alert">
            {flow.problem}
          </Alert>
        )}
        {flow.result !== null && (
          <Alert severity="success" role="status">
            {CATALOGUE_IO_MESSAGES.imported(flow.result)}
          </Alert>
        )}
        {preview !== null && (
          <>
            <Typography role="status">{summaryOf(preview)}</Typography>
            {preview.errors.length > 0 && <ImportErrorList errors={preview.errors} />}
            <ImportPreviewTable items={preview.items} />
            {flow.isImporting && <LinearProgress aria-label="Importing" />}
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                size="large"
                disabled={!flow.canConfirm}
                loading={flow.isImporting}
                onClick={flow.confirm}
              >
                Confirm import
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
};
