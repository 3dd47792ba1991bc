import Alert from '@mui/material/Alert';

export type FormErrorAlertProps = { message: string | null | undefined };

/** A form-level error (server detail, non-field errors), announced to screen readers. */
export const FormErrorAlert = ({ message }: FormErrorAlertProps) =>
  message === null || message === undefined || message === '' ? null : (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
