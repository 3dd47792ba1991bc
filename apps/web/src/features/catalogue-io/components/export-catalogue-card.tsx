import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useExportCatalogue } from '@/features/catalogue-io/api/export-catalogue';
import { CATALOGUE_IO_MESSAGES } from '@/features/catalogue-io/catalogue-io-messages';

/** Downloads every product as OpenTill's CSV, the same format the import reads. */
export const ExportCatalogueCard = () => {
  const exportCatalogue = useExportCatalogue();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography component="h2" variant="h6">
            Export
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Download every product as a CSV file. Edit it in a spreadsheet and import it back.
          </Typography>
        </div>
        <Button
          variant="outlined"
          size="large"
          startIcon={<DownloadIcon />}
          loading={exportCatalogue.isPending}
          onClick={() =>
            exportCatalogue.mutate(undefined, {
              onError: () =>
                enqueueSnackbar(CATALOGUE_IO_MESSAGES.exportFailed, { variant: 'error' }),
            })
          }
          sx={{ flexShrink: 0 }}
        >
          Export CSV
        </Button>
      </Stack>
    </Paper>
  );
};
