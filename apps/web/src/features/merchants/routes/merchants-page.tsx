import { Suspense, lazy, useState } from 'react';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { Merchant } from '@opentill/contract/merchants/merchant.schemas';
import { useSession } from '@/api/get-session';
import { MERCHANTS_PAGE_SIZE, useMerchants } from '@/features/merchants/api/get-merchants';
import { useSwitchMerchant } from '@/features/merchants/api/switch-merchant';
import { MerchantRow } from '@/features/merchants/components/merchant-row';
import { useDebouncedValue } from '@/features/merchants/components/use-debounced-value';
import { MERCHANTS_MESSAGES } from '@/features/merchants/merchants-messages';
import { DialogLoading } from '@/ui/dialog-loading';
import { ListPager } from '@/ui/list-pager';
import { PageContainer } from '@/ui/page-container';
import { UnsentSalesError } from '@/offline/unsent-sales';

const MERCHANTS_MAX_WIDTH = 960;
const SEARCH_PAUSE_MS = 300;

// Its form and zod load when Create merchant is first pressed.
const LazyCreateMerchantDialog = lazy(async () => ({
  default: (await import('@/features/merchants/components/create-merchant-dialog'))
    .CreateMerchantDialog,
}));

/** Merchants (superadmins; the route guard sends anyone else Home): list, search, create, switch. */
export const MerchantsPage = () => {
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const search = useDebouncedValue(searchText.trim(), SEARCH_PAUSE_MS);
  const merchants = useMerchants(search, page);
  const switchMerchant = useSwitchMerchant();

  const onSwitch = (merchant: Merchant) =>
    switchMerchant.mutate(merchant.id, {
      onError: (error) =>
        enqueueSnackbar(
          error instanceof UnsentSalesError ? error.message : MERCHANTS_MESSAGES.switchFailed,
          { variant: 'error' },
        ),
    });
  const onSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };

  const list = merchants.data;
  return (
    <PageContainer maxWidth={MERCHANTS_MAX_WIDTH}>
      <Stack spacing={2.5}>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <TextField
            type="search"
            label="Search by name or identifier"
            value={searchText}
            onChange={(event) => onSearch(event.target.value)}
            autoComplete="off"
            sx={{ flex: 1 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            variant="contained"
            size="large"
            startIcon={<AddBusinessIcon />}
            onClick={() => setIsCreateOpen(true)}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            Create merchant
          </Button>
        </Stack>
        {merchants.isPending ? (
          <Skeleton variant="rounded" height={240} aria-label="Loading merchants" />
        ) : list === undefined ? (
          <Alert severity="error">{MERCHANTS_MESSAGES.loadFailed}</Alert>
        ) : list.results.length === 0 ? (
          <Typography color="text.secondary" role="status">
            {search === '' ? MERCHANTS_MESSAGES.noMerchants : MERCHANTS_MESSAGES.noMatch(search)}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {list.count === 1 ? '1 merchant' : `${list.count} merchants`}
            </Typography>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <Box component="ul" aria-label="Merchants" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {list.results.map((merchant, index) => (
                  <MerchantRow
                    key={merchant.id}
                    merchant={merchant}
                    isCurrent={merchant.id === session.client?.id}
                    isLast={index === list.results.length - 1}
                    isSwitching={
                      switchMerchant.isPending && switchMerchant.variables === merchant.id
                    }
                    onSwitch={onSwitch}
                  />
                ))}
              </Box>
            </Paper>
            <ListPager
              page={page}
              pageSize={MERCHANTS_PAGE_SIZE}
              count={list.count}
              countExact
              onPageChange={setPage}
              noun="merchants"
            />
          </>
        )}
      </Stack>
      {isCreateOpen && (
        <Suspense fallback={<DialogLoading />}>
          <LazyCreateMerchantDialog onClose={() => setIsCreateOpen(false)} />
        </Suspense>
      )}
    </PageContainer>
  );
};
