import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { InvitePreview } from '@opentill/contract/accounts/account.schemas';
import { useInvite } from '@/features/account/api/get-invite';
import { AcceptInviteForm } from '@/features/account/components/accept-invite-form';
import { CenteredCardLayout } from '@/ui/centered-card-layout';

const TITLE = 'Create Your Account';

/** A long address wraps before its @ rather than mid-word. */
type EmailWithBreakProps = { email: string };

const EmailWithBreak = ({ email }: EmailWithBreakProps) => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
};

type InviteFormLoaderProps = { token: string };

/** 000 §8: invite retrieval errors are swallowed silently: the form shows with nothing to prefill. */
const NO_PREFILL: InvitePreview = { email: '', firstName: '', lastName: '', phone: '' };

const InviteFormLoader = ({ token }: InviteFormLoaderProps) => {
  const navigate = useNavigate();
  const invite = useInvite(token);

  if (invite.isPending)
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the invitation" />
      </Box>
    );

  const preview = invite.data ?? NO_PREFILL;
  return (
    <>
      {preview.email !== '' && (
        <>
          <Typography color="text.secondary">You have been invited as</Typography>
          <Typography
            component="h2"
            variant="h3"
            sx={{
              mb: 3,
              color: 'primary.main',
              fontSize: { xs: '1.1rem', sm: '1.25rem' },
              overflowWrap: 'anywhere',
            }}
          >
            <EmailWithBreak email={preview.email} />
          </Typography>
        </>
      )}
      <AcceptInviteForm
        token={token}
        invite={preview}
        onAccepted={() => void navigate('/', { replace: true })}
      />
    </>
  );
};

/**
 * /accept-invite?token= (spec 000 §2): no login needed; without a token, off to log in.
 * The invited email heads the form; afterwards the new account is logged in at /. An
 * invite that cannot be read says so only when the form is sent (000 §8 'Invite failure').
 */
export const AcceptInvitePage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (token === '') return <Navigate to="/login" replace />;
  return (
    <CenteredCardLayout title={TITLE}>
      <InviteFormLoader token={token} />
    </CenteredCardLayout>
  );
};
