import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useNavigate } from 'react-router';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { PageContainer } from '@/ui/page-container';

/** /edit-password, titled 'Change Password' by the route table. */
export const EditPasswordPage = () => {
  const navigate = useNavigate();
  return (
    <PageContainer maxWidth={560}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <ChangePasswordForm onChanged={() => void navigate('/')} />
        </CardContent>
      </Card>
    </PageContainer>
  );
};
