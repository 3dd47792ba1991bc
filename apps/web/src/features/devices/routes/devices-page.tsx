import Stack from '@mui/material/Stack';
import { useSession } from '@/api/get-session';
import { canManageDevices } from '@/api/session-access';
import { CardTerminalsSection } from '@/features/devices/components/card-terminals-section';
import { HospitalityModeCard } from '@/features/devices/components/hospitality-mode-card';
import { KitchenScreensSection } from '@/features/devices/components/kitchen-screens-section';
import { TerminalPinForm } from '@/features/devices/components/terminal-pin-form';
import { PageContainer } from '@/ui/page-container';

/**
 * /devices (issue 14): the card terminals and kitchen screens for owners and superadmins,
 * and the terminal PIN and hospitality mode, which the paired terminal itself may also
 * change (its settings menu leads here, and it sees only those two).
 */
export const DevicesPage = () => {
  const session = useSession();
  const isOwner = canManageDevices(session);
  return (
    <PageContainer maxWidth={860}>
      <Stack spacing={{ xs: 2, sm: 3 }}>
        {isOwner && <CardTerminalsSection />}
        <TerminalPinForm />
        <HospitalityModeCard />
        {isOwner && <KitchenScreensSection />}
      </Stack>
    </PageContainer>
  );
};
