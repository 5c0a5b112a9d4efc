import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { PasswordInput, SaveButton, SimpleForm, TextInput, Title, Toolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { getSession, storeUser, type StoredUser } from '../providers/session';
import { passwordChangeFormSchema, profileSchema } from '../../src/schemas/user';
import { schemaResolver } from '../common/resolver';
import { SingleImageInput } from '../common/MediaInputs';
import { PhoneNumberInput } from '../common/PhoneNumberInput';
import { uploadPickedFiles } from '../providers/media';
import { PauseCard } from '../routing/PauseCard';

type ProfileRecord = { first_name: string; last_name: string; email: string; profile_image: unknown; phone: string | null };

/** Errors from the server shaped {errors:{field:msg}} go back under each field. */
const fieldErrors = (error: unknown): Record<string, string> => (error as { response?: { data?: { errors?: Record<string, string> } } }).response?.data?.errors ?? {};

export function ProfilePage() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [record, setRecord] = useState<ProfileRecord | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    api
      .get<{ data: { user: ProfileRecord } }>('/api/profile')
      .then(({ data }) => setRecord(data.data.user))
      .catch((e) => setLoadError(errorMessage(e)));
  }, []);

  const keepSignedIn = async (user: Partial<StoredUser>) => {
    const current = getSession().user;
    if (current) await storeUser({ ...current, ...user, token: user.token || current.token });
  };

  const saveProfile = async (values: Record<string, unknown>) => {
    try {
      const body = await uploadPickedFiles({ first_name: values.first_name, last_name: values.last_name, profile_image: values.profile_image ?? null, phone: values.phone || null });
      const { data } = await api.put<{ message: string; data: { user: StoredUser } }>('/api/profile', body);
      await keepSignedIn(data.data.user);
      setRecord((r) => ({ ...(r as ProfileRecord), ...(data.data.user as unknown as ProfileRecord) }));
      notify(data.message || 'oasis.profile.saved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return fieldErrors(error);
    }
  };

  const savePassword = async (values: Record<string, unknown>) => {
    try {
      const { data } = await api.put<{ message: string; data: { user: StoredUser } }>('/api/profile/password', {
        current_password: values.current_password,
        password: values.password,
      });
      await keepSignedIn(data.data.user);
      notify(data.message || 'oasis.profile.password_changed', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return fieldErrors(error);
    }
  };

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!record) return <CircularProgress sx={{ m: 4 }} aria-label={translate('oasis.app.loading')} />;
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Profile" />
      <Grid container spacing={2}>
        {/* Routing v2 (issue 28): pause or resume new leads; first, above the forms whose save bars stay at a phone's bottom edge. */}
        <Grid size={{ xs: 12 }}>
          <PauseCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">{translate('oasis.profile.your_details')}</Typography>
              <Typography color="text.secondary">{record.email}</Typography>
              <SimpleForm record={record} onSubmit={saveProfile} resolver={schemaResolver(profileSchema)} toolbar={<Toolbar><SaveButton label="Save profile" /></Toolbar>}>
                <TextInput source="first_name" label="First name" />
                <TextInput source="last_name" label="Last name" />
                <PhoneNumberInput source="phone" label="Phone" />
                <SingleImageInput source="profile_image" label="Photo" />
              </SimpleForm>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">{translate('oasis.profile.change_password')}</Typography>
              <SimpleForm record={{}} onSubmit={savePassword} resolver={schemaResolver(passwordChangeFormSchema)} toolbar={<Toolbar><SaveButton label="Change password" /></Toolbar>}>
                <PasswordInput source="current_password" label="Current password" autoComplete="current-password" />
                <PasswordInput source="password" label="New password" autoComplete="new-password" />
                <PasswordInput source="confirm" label="Repeat the new password" autoComplete="new-password" />
              </SimpleForm>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
