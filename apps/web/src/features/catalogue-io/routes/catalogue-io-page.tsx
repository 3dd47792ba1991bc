import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExportCatalogueCard } from '@/features/catalogue-io/components/export-catalogue-card';
import { ImportCatalogueCard } from '@/features/catalogue-io/components/import-catalogue-card';

/** Settings → Import and export (issue 14; Settings' guard lets only owners and superadmins in). */
export const CatalogueIoPage = () => (
  <Stack spacing={3}>
    <div>
      <Typography component="h2" variant="h5" sx={{ mb: 0.5 }}>
        Import and export
      </Typography>
      <Typography color="text.secondary">
        Bring your products from a spreadsheet, Square or Loyverse, or take them with you.
      </Typography>
    </div>
    <ImportCatalogueCard />
    <ExportCatalogueCard />
  </Stack>
);
