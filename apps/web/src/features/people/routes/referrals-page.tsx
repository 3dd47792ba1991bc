import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import { useReferrals } from '@/features/people/api/get-referrals';
import { NewReferralForm } from '@/features/people/components/new-referral-form';
import { ReferralList } from '@/features/people/components/referral-list';
import { PEOPLE_MESSAGES } from '@/features/people/people-messages';
import { PageContainer } from '@/ui/page-container';

const REFERRALS_MAX_WIDTH = 720;

/**
 * Refer a friend (spec 000 §2): a new referral by phone, then the referrals sent so far.
 * A list that fails to load is swallowed silently (§8) and reads as none.
 */
export const ReferralsPage = () => {
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useReferrals();
  const referrals = data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <PageContainer maxWidth={REFERRALS_MAX_WIDTH}>
      <Stack spacing={3}>
        <Typography component="h2" variant="h4" sx={{ fontSize: { xs: '1.75rem', sm: undefined } }}>
          {ACCOUNT_MESSAGES.referralHeading}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <NewReferralForm />
        </Paper>
        <Stack spacing={1.5}>
          <Typography component="h3" variant="h6">
            Your referrals
          </Typography>
          {isPending ? (
            <Skeleton variant="rounded" height={160} aria-label="Loading referrals" />
          ) : referrals.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {PEOPLE_MESSAGES.noReferrals}
            </Typography>
          ) : (
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <ReferralList referrals={referrals} />
            </Paper>
          )}
          {hasNextPage && (
            <Button
              variant="outlined"
              onClick={() => void fetchNextPage()}
              loading={isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
            >
              Show more
            </Button>
          )}
        </Stack>
      </Stack>
    </PageContainer>
  );
};
