import Stack from '@mui/material/Stack';
import { useSession } from '@/api/get-session';
import { canPairTerminal } from '@/api/session-access';
import { HospitalityModeCard } from '@/features/terminal/components/hospitality-mode-card';
import { PairDeviceForm } from '@/features/terminal/components/pair-device-form';
import { TerminalPinForm } from '@/features/terminal/components/terminal-pin-form';
import { PageContainer } from '@/ui/page-container';

/**
 * /terminal, titled 'Terminal settings' (spec 001 §7's terminal calls): the terminal PIN and
 * hospitality mode for owners, superadmins and the paired terminal; pairing this device
 * for owners and superadmins only, as the server allows.
 */
export const TerminalSettingsPage = () => {
  const session = useSession();
  return (
    <PageContainer maxWidth={760}>
      <Stack spacing={{ xs: 2, sm: 3 }}>
        <TerminalPinForm />
        <HospitalityModeCard />
        {canPairTerminal(session) && <PairDeviceForm />}
      </Stack>
    </PageContainer>
  );
};
