import { Suspense, useEffect, useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useNavigate, useSearchParams } from 'react-router';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { useCashiers } from '@/features/till/api/get-cashiers';
import { useLogInCashier } from '@/features/till/api/log-in-cashier';
import { NEXT_PARAM, getCashierLoginTarget } from '@/features/till/cashier-login-redirect';
import { CashierTile } from '@/features/till/components/cashiers/cashier-tile';
import { PinDialog, pinErrorMessage } from '@/features/till/components/cashiers/pin-dialog';
import { SignedInCashierBar } from '@/features/till/components/cashiers/signed-in-cashier-bar';
import { AddTile } from '@/features/till/components/catalogue/add-tile';
import { TileStyles } from '@/features/till/components/catalogue/tile';
import {
  LazyCashierEditDialog,
  preloadCashierEditDialog,
} from '@/features/till/components/edit/lazy-edit-dialogs';
import { EditModeSwitch } from '@/features/till/components/edit-mode-switch';
import { TillToolbar } from '@/features/till/components/till-toolbar';
import { setEditMode, useEditMode } from '@/features/till/hooks/use-edit-mode';
import { DialogLoading } from '@/ui/dialog-loading';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { PageContainer } from '@/ui/page-container';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: 1.5,
} as const;

/**
 * Cashier Log In (spec 001 §2.7): tap your name, give your PIN if you have one, then on
 * to `next`. Whoever is signed in stays so until another cashier signs in (or signs
 * out here), and Edit mode follows their permission.
 */
export const CashierLoginPage = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const cashiers = useCashiers();
  const editMode = useEditMode();
  const logIn = useLogInCashier();
  const [pinFor, setPinFor] = useState<Cashier | null>(null);
  const [editing, setEditing] = useState<{ cashier: Cashier | null } | null>(null);

  // Whoever signs in next starts out of edit mode, whoever left it on.
  useEffect(() => setEditMode(false), []);

  const goOn = () =>
    void navigate(getCashierLoginTarget(searchParams.get(NEXT_PARAM)), { replace: true });

  const tap = (cashier: Cashier) => {
    if (editMode.isEditing) setEditing({ cashier });
    else if (cashier.hasPin) setPinFor(cashier);
    else
      logIn.mutate(
        { cashierId: cashier.id },
        {
          onSuccess: goOn,
          onError: (error) => enqueueSnackbar(pinErrorMessage(error), { variant: 'error' }),
        },
      );
  };

  return (
    <>
      <TillToolbar
        start={
          <Typography component="h2" variant="h3">
            Tap your name to sign in
          </Typography>
        }
        end={<EditModeSwitch editMode={editMode} onTurnOn={preloadCashierEditDialog} />}
      />
      <PageContainer>
        <SignedInCashierBar />
        <FormErrorAlert message={cashiers.isError ? pinErrorMessage(cashiers.error) : null} />
        {cashiers.isPending ? (
          <Box sx={gridSx} role="status" aria-label="Loading cashiers">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} variant="rounded" height={150} sx={{ borderRadius: 3 }} />
            ))}
          </Box>
        ) : (
          <Box component="section" aria-label="Cashiers" sx={gridSx}>
            <TileStyles />
            {cashiers.data?.map((cashier) => (
              <CashierTile
                key={cashier.id}
                cashier={cashier}
                isEditing={editMode.isEditing}
                isDisabled={logIn.isPending}
                onTap={tap}
              />
            ))}
            {editMode.isEditing && (
              <AddTile label="Add Cashier" onTap={() => setEditing({ cashier: null })} />
            )}
          </Box>
        )}
        {cashiers.data?.length === 0 && !editMode.isEditing && (
          <Typography color="text.secondary" sx={{ mt: 3 }}>
            <PersonAddIcon sx={{ verticalAlign: 'middle', mr: 1 }} aria-hidden />
            There are no cashiers yet. Someone who may edit adds them in Edit mode.
          </Typography>
        )}
      </PageContainer>
      {pinFor !== null && (
        <PinDialog cashier={pinFor} onClose={() => setPinFor(null)} onSignedIn={goOn} />
      )}
      {editing !== null && editMode.isEditing && (
        <Suspense fallback={<DialogLoading />}>
          <LazyCashierEditDialog
            key={editing.cashier?.id ?? 'new'}
            cashier={editing.cashier}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
};
