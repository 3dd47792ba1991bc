import Stack from '@mui/material/Stack';
import { ExportCatalogueCard } from '@/features/catalogue-io/components/export-catalogue-card';
import { ImportCatalogueCard } from '@/features/catalogue-io/components/import-catalogue-card';
import { PageContainer } from '@/ui/page-container';

const PAGE_MAX_WIDTH = 960;

/** Import and export (issue 14; owners and superadmins, the route guard sends anyone else Home). */
export const CatalogueIoPage = () => (
  <PageContainer maxWidth={PAGE_MAX_WIDTH}>
    <Stack spacing={3}>
      <ImportCatalogueCard />
      <ExportCatalogueCard />
    </Stack>
  </PageContainer>
);
