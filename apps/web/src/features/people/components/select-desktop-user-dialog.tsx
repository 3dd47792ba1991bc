import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { messages } from '@opentill/contract/messages';
import { useMerchantUsers } from '@/features/people/api/get-merchant-users';
import { useRequestLoginLink } from '@/features/people/api/request-login-link';
import { describeFailure } from '@/features/people/components/toast-failure';
import { PEOPLE_MESSAGES } from '@/features/people/people-messages';

export type SelectDesktopUserDialogProps = { onClose: () => void };

/**
 * Desktop Access (spec 000 §2): the merchant's users by email; choosing one mails that
 * user a log-in link, to open OpenTill on a desktop computer.
 */
export const SelectDesktopUserDialog = ({ onClose }: SelectDesktopUserDialogProps) => {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const users = useMerchantUsers();
  const requestLink = useRequestLoginLink();
  const list = users.data?.pages.flatMap((page) => page.results) ?? [];

  const choose = (email: string) =>
    requestLink.mutate(email, {
      onSuccess: () => {
        enqueueSnackbar(messages.loginLinkSent(email), { variant: 'success' });
        onClose();
      },
      onError: (error) => {
        const failure = describeFailure(error);
        if (failure !== null) enqueueSnackbar(failure, { variant: 'error' });
      },
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Select Desktop User</DialogTitle>
      <DialogContent dividers sx={{ px: 0 }}>
        <DialogContentText sx={{ px: 3, pb: 1 }}>
          We will email a log-in link to the user you choose.
        </DialogContentText>
        {users.isPending ? (
          <Skeleton variant="rounded" height={120} sx={{ mx: 3 }} aria-label="Loading users" />
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 3, py: 2 }}>
            {users.isError ? messages.somethingWentWrong : PEOPLE_MESSAGES.noUsers}
          </Typography>
        ) : (
          <List aria-label="Users">
            {list.map((user) => (
              // A list item each, so the list holds only items (axe's list rule).
              <ListItem key={user.id} disablePadding>
                <ListItemButton
                  disabled={requestLink.isPending}
                  onClick={() => choose(user.email)}
                  sx={{ px: 3, minHeight: 48 }}
                >
                  <ListItemText
                    primary={user.email}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {users.hasNextPage && (
          <Button
            onClick={() => void users.fetchNextPage()}
            loading={users.isFetchingNextPage}
            sx={{ mx: 3 }}
          >
            Show more
          </Button>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} size="large">
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
};
