import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { deriveClientModes } from '@opentill/contract/clients/client-modes';
import { kitchenMessages } from '@opentill/contract/kitchen/kitchen-messages';
import { messages } from '@opentill/contract/messages';
import { checkoutMessages } from '@opentill/contract/orders/checkout-messages';
import { useSession } from '@/api/get-session';
import { canPauseOrdering, hasAnyGroup } from '@/api/session-access';
import { useClientInfo } from '@/features/home/api/get-client-info';
import { ClientSettingSwitch } from '@/features/home/components/client-setting-switch';
import { OrderStats } from '@/features/home/components/order-stats';
import { OrderingPauseCard } from '@/features/home/components/ordering-pause-card';
import { WaitTimeCard } from '@/features/home/components/wait-time-card';
import { PageContainer } from '@/ui/page-container';

/** Home (spec 001 §2.10): the merchant, today's order counts, wait time, and pausing. */
export const HomePage = () => {
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const clientInfo = useClientInfo();
  const client = clientInfo.data ?? session.client;
  const hasWaitTime = client !== null && deriveClientModes(client).restaurantMode;
  const isOwner = hasAnyGroup(session, ['owner', 'superadmin']);

  useEffect(() => {
    if (clientInfo.isError) enqueueSnackbar(messages.restaurantDataFailed, { variant: 'error' });
  }, [clientInfo.isError, clientInfo.errorUpdatedAt, enqueueSnackbar]);

  return (
    <PageContainer>
      <Typography component="h2" variant="h1" sx={{ mb: 3 }}>
        {client?.name ?? <Skeleton width={240} aria-label="Loading" />}
      </Typography>
      <OrderStats client={client} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
        }}
      >
        {client !== null && (hasWaitTime || isOwner) && (
          <WaitTimeCard
            key={client.waitTime}
            savedWaitTime={client.waitTime}
            hasWaitTime={hasWaitTime}
          >
            {isOwner ? (
              <Box sx={{ display: 'grid', gap: 2 }}>
                <ClientSettingSwitch
                  setting="sendUnpaidToKitchen"
                  isOn={client.sendUnpaidToKitchen}
                  label={kitchenMessages.sendUnpaidLabel}
                  onHint={kitchenMessages.sendUnpaidOnHint}
                  offHint={kitchenMessages.sendUnpaidOffHint}
                />
                {client.featureTakeaway && (
                  <ClientSettingSwitch
                    setting="takeawayAsksName"
                    isOn={client.takeawayAsksName}
                    label={checkoutMessages.takeawayAsksNameLabel}
                    onHint={checkoutMessages.takeawayAsksNameOnHint}
                    offHint={checkoutMessages.takeawayAsksNameOffHint}
                  />
                )}
              </Box>
            ) : undefined}
          </WaitTimeCard>
        )}
        <OrderingPauseCard
          timeZone={client?.timeZone ?? 'Europe/London'}
          canChange={canPauseOrdering(session)}
        />
      </Box>
    </PageContainer>
  );
};
