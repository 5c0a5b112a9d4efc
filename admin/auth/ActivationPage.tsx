import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, errorMessage } from '../../src/api/client';
import { activationFormSchema, PASSWORD_MIN } from '../../src/schemas/user';
import { validateInput } from '../../src/schemas/validate';
import { sessionPort, type StaffUserResponse } from '../providers/session';
import { AuthLayout } from './AuthLayout';

interface Prefill {
  purpose: 'owner' | 'invitation' | 'reset' | string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** /activation?token=…: an invited member (or the first owner) chooses names and a password, then is signed in. */
export function ActivationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  const [loadError, setLoadError] = useState<string | null>(token ? null : 'This page needs the activation link you were sent. Open the link from your invitation.');
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    api
      .get<{ data: Prefill }>(`/api/activation/${encodeURIComponent(token)}`)
      .then(({ data }) => {
        setPrefill(data.data);
        setForm((f) => ({ ...f, first_name: data.data.first_name ?? '', last_name: data.data.last_name ?? '', email: data.data.email ?? '' }));
      })
      .catch((err) => setLoadError(errorMessage(err)));
  }, [token]);

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The same schema (and the seed's generic messages) as the server's POST /api/activation.
    const checked = await validateInput(activationFormSchema(!prefill?.email), form);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const { data } = await api.post<{ data: { user: StaffUserResponse } }>('/api/activation', {
        token,
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        ...(prefill?.email ? {} : { email: form.email.trim() }),
        password: form.password,
      });
      await sessionPort.adopt(data.data.user);
      navigate('/admin/dashboard', { replace: true });
    } catch (err) {
      const body = (err as { response?: { data?: { errors?: Record<string, string> } } }).response?.data;
      setErrors({ ...(body?.errors ?? {}), form: errorMessage(err) });
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <AuthLayout title="Activate your account">
        <Alert severity="error">{loadError}</Alert>
      </AuthLayout>
    );
  if (!prefill)
    return (
      <AuthLayout title="Activate your account">
        <CircularProgress aria-label="Checking your link" />
      </AuthLayout>
    );
  return (
    <AuthLayout title={prefill.purpose === 'owner' ? 'Create the owner account' : 'Activate your account'}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
          {prefill.email ? (
            <TextField label="Email" value={prefill.email} slotProps={{ htmlInput: { readOnly: true } }} />
          ) : (
            <TextField label="Email" type="email" value={form.email} onChange={set('email')} error={!!errors.email} helperText={errors.email} required />
          )}
          <TextField label="First name" value={form.first_name} onChange={set('first_name')} error={!!errors.first_name} helperText={errors.first_name} required />
          <TextField label="Last name" value={form.last_name} onChange={set('last_name')} error={!!errors.last_name} helperText={errors.last_name} required />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            error={!!errors.password}
            helperText={errors.password ?? `At least ${PASSWORD_MIN} characters`}
            required
          />
          <TextField label="Repeat the password" type="password" autoComplete="new-password" value={form.confirm} onChange={set('confirm')} error={!!errors.confirm} helperText={errors.confirm} required />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Activating…' : 'Activate and sign in'}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
