import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { messages } from '@opentill/contract/messages';
import { useMyProfile } from '@/features/account/api/get-my-profile';
import { EditProfileForm } from '@/features/account/components/edit-profile-form';
import { PageContainer } from '@/ui/page-container';

/** /edit-profile, titled 'Edit Profile' by the route table (spec 000 §2): login required. */
export const EditProfilePage = () => {
  const profile = useMyProfile();
  return (
    <PageContainer maxWidth={560}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {profile.isPending && (
            <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading your profile" />
            </Box>
          )}
          {profile.isError && (
            <Alert severity="error" role="alert">
              {messages.somethingWentWrong}
            </Alert>
          )}
          {/* Keyed by the user, so the form starts from what the server holds. */}
          {profile.isSuccess && <EditProfileForm key={profile.data.id} user={profile.data} />}
        </CardContent>
      </Card>
    </PageContainer>
  );
};
