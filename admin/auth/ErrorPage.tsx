import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../src/constants';
import { AuthLayout } from './AuthLayout';

/** Unmatched paths and missing permissions (spec §8) land here, in the auth layout. */
export function ErrorPage({ reason = 'not-found' }: { reason?: 'not-found' | 'forbidden' }) {
  const forbidden = reason === 'forbidden';
  return (
    <AuthLayout title={forbidden ? 'You do not have access to this page' : 'Page not found'}>
      <Typography sx={{ mb: 3 }}>
        {forbidden
          ? 'Your role does not include this screen. Ask an owner or an administrator if you need it.'
          : 'The address you opened does not exist. Check the link or go back to a page you know.'}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button component={Link} to="/admin/dashboard" variant="contained">
          Go to the dashboard
        </Button>
        <Button component={Link} to={LOGIN_PATH}>
          Staff sign-in
        </Button>
      </Stack>
    </AuthLayout>
  );
}
