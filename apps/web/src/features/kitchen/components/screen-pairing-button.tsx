import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { getScreenId } from '@/api/client-storage';
import { hasAnyGroup } from '@/api/session-access';
import { usePairScreen } from '@/features/kitchen/api/pair-screen';
import { useUnpairScreen } from '@/features/kitchen/api/unpair-screen';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export type ScreenPairingButtonProps = { session: Session };

const buttonSx = { fontSize: '1.1rem', minHeight: 48 } as const;

const PairButton = () => {
  const [isAsking, setIsAsking] = useState(false);
  const pair = usePairScreen();
  return (
    <>
      <Button variant="outlined" color="inherit" sx={buttonSx} onClick={() => setIsAsking(true)}>
        Pair this screen
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title="Pair this screen as a kitchen display?"
        confirmLabel="Pair and log out"
        isPending={pair.isPending}
        onCancel={() => setIsAsking(false)}
        onConfirm={() => pair.mutate(undefined, { onSettled: () => setIsAsking(false) })}
      >
        <Typography>
          This screen will show the kitchen with nobody logged in, and you will be logged out here.
          Unpair it from this screen to use it for anything else.
        </Typography>
      </ConfirmDialog>
    </>
  );
};

const UnpairButton = () => {
  const [isAsking, setIsAsking] = useState(false);
  const unpair = useUnpairScreen();
  return (
    <>
      <Button variant="outlined" color="inherit" sx={buttonSx} onClick={() => setIsAsking(true)}>
        Unpair screen
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title="Unpair this screen?"
        confirmLabel="Unpair"
        isDestructive
        isPending={unpair.isPending}
        onCancel={() => setIsAsking(false)}
        onConfirm={() => unpair.mutate(undefined, { onError: () => setIsAsking(false) })}
      >
        <Typography>
          The kitchen stops showing here until an owner logs in on this screen and pairs it again.
        </Typography>
      </ConfirmDialog>
    </>
  );
};

/**
 * Row 001-19: an owner pairs the screen in front of them as a kitchen display; a paired
 * screen can be unpaired where it stands. Anyone else sees neither.
 */
export const ScreenPairingButton = ({ session }: ScreenPairingButtonProps) => {
  if (session.device?.kind === 'screen' && getScreenId() !== null) return <UnpairButton />;
  if (hasAnyGroup(session, ['owner', 'superadmin'])) return <PairButton />;
  return null;
};
