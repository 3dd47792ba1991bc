import { Suspense, lazy, useState } from 'react';
import ComputerIcon from '@mui/icons-material/Computer';
import PhoneIcon from '@mui/icons-material/Phone';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  SUPPORT_PHONE_HREF,
  SUPPORT_PHONE_NUMBER,
} from '@opentill/contract/accounts/account-constants';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import { useSession } from '@/api/get-session';
import { HelpOptionCard } from '@/features/people/components/help-option-card';
import { SupportTicketForm } from '@/features/people/components/support-ticket-form';
import { useCardDeviceSerial } from '@/features/people/components/use-card-device-serial';
import { DialogLoading } from '@/ui/dialog-loading';
import { PageContainer } from '@/ui/page-container';

const HELP_MAX_WIDTH = 960;
/** Full width on a phone and in the side column; its own width where the card is wide. */
const OPTION_BUTTON_SX = { alignSelf: { sm: 'flex-start', md: 'stretch' } } as const;

// The user list is fetched only when someone asks for Desktop Access.
const LazySelectDesktopUserDialog = lazy(async () => ({
  default: (await import('@/features/people/components/select-desktop-user-dialog'))
    .SelectDesktopUserDialog,
}));

/**
 * Help (spec 000 §2): a support ticket, the support line, and Desktop Access; with the
 * merchant (and the card device's serial number when one is known), for support to ask.
 */
export const HelpPage = () => {
  const session = useSession();
  const serialNumber = useCardDeviceSerial(session);
  const [isDesktopAccessOpen, setIsDesktopAccessOpen] = useState(false);
  const merchant = session.client?.name ?? '';

  return (
    <PageContainer maxWidth={HELP_MAX_WIDTH}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography component="h2" variant="h4" sx={{ fontSize: { xs: '1.75rem', sm: undefined } }}>
          {ACCOUNT_MESSAGES.helpHeading}
        </Typography>
        {merchant !== '' && (
          <Typography color="text.secondary" aria-label="Merchant">
            {merchant}
            {serialNumber !== null && ` · Serial number ${serialNumber}`}
          </Typography>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          gridTemplateRows: { md: 'auto auto' },
        }}
      >
        <Box sx={{ gridRow: { md: 'span 2' }, display: 'grid' }}>
          <HelpOptionCard
            title="Open a Support Ticket"
            icon={SupportAgentIcon}
            description="Tell us what went wrong and we will look into it."
          >
            <SupportTicketForm />
          </HelpOptionCard>
        </Box>
        <HelpOptionCard title="Phone Support" icon={PhoneIcon} description="Talk to us now.">
          <Button
            href={SUPPORT_PHONE_HREF}
            variant="outlined"
            size="large"
            startIcon={<PhoneIcon />}
            sx={OPTION_BUTTON_SX}
            aria-label={`Call ${SUPPORT_PHONE_NUMBER}`}
          >
            {SUPPORT_PHONE_NUMBER}
          </Button>
        </HelpOptionCard>
        <HelpOptionCard
          title="Desktop Access"
          icon={ComputerIcon}
          description="Email a user a log-in link to open OpenTill on a computer."
        >
          <Button
            variant="outlined"
            size="large"
            onClick={() => setIsDesktopAccessOpen(true)}
            sx={OPTION_BUTTON_SX}
          >
            Desktop Access
          </Button>
        </HelpOptionCard>
      </Box>
      {isDesktopAccessOpen && (
        <Suspense fallback={<DialogLoading />}>
          <LazySelectDesktopUserDialog onClose={() => setIsDesktopAccessOpen(false)} />
        </Suspense>
      )}
    </PageContainer>
  );
};
