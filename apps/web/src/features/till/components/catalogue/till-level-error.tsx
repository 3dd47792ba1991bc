import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { messages } from '@opentill/contract/messages';
import { isApiError } from '@/api/api-error';
import { TILL_PATH } from '@/features/till/cashier-login-redirect';

export type TillLevelErrorProps = { error: unknown };

/** A level that cannot be shown: no such category, or the server out of reach. */
export const TillLevelError = ({ error }: TillLevelErrorProps) => {
  const isMissing = isApiError(error) && error.status === 404;
  const isOffline = isApiError(error) && error.status === 0;
  return (
    <Alert
      severity={isMissing ? 'info' : 'error'}
      action={
        <Button component={RouterLink} to={TILL_PATH} color="inherit">
          Back to Till
        </Button>
      }
    >
      {isMissing && 'There is no such category. It may have been moved or deleted.'}
      {isOffline && messages.serverUnreachable}
      {!isMissing && !isOffline && messages.somethingWentWrong}
    </Alert>
  );
};
