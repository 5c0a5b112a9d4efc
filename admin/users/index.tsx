import PeopleIcon from '@mui/icons-material/People';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import {
  BooleanField, BooleanInput, Button, Create, DateField, Edit, EmailField, SearchInput, SelectField, SelectInput, SimpleForm,
  TextField, TextInput, useNotify, useRecordContext, useRedirect, useResourceContext, TopToolbar,
} from 'react-admin';
import { ROLES } from '../../src/constants';
import { userSchema } from '../../src/schemas/user';
import { api, errorMessage } from '../../src/api/client';
import { schemaResolver } from '../common/resolver';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { shortDate } from '../common/format';
import { ResponsiveList } from '../screens/ResponsiveList';
import { ActivationLinkDialog } from './ActivationLinkDialog';
import { AvailabilityInputs } from '../routing/AvailabilityInputs';

export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: id[0].toUpperCase() + id.slice(1) }));

/** Phone row: name, e-mail, role chip. */
const phoneRow: CompactRow = {
  primary: (r) => `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email,
  secondary: 'email',
  tertiary: (r) => (r.last_login_at ? `Last seen ${shortDate(r.last_login_at)}` : 'Never signed in'),
  chip: <FlagChip source="active" on="Active" off="Deactivated" />,
};

export const UserList = () => (
  <ResponsiveList
    title="Users"
    filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={ROLE_CHOICES} />]}
    bulkDelete={false}
    compact={phoneRow}
  >
    <TextField source="first_name" />
    <TextField source="last_name" />
    <EmailField source="email" />
    <SelectField source="role" choices={ROLE_CHOICES} />
    <BooleanField source="active" />
    <DateField source="last_login_at" showTime emptyText="Never" />
  </ResponsiveList>
);

/** Creating a user sends no e-mail: the server answers an activation link that we show to copy. */
export function UserCreate() {
  const [link, setLink] = useState<string | null>(null);
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (
    <>
      <Create
            title="Invite a team member"
        record={{ role: 'editor', active: true }}
        redirect={false}
        mutationOptions={{ onSuccess: (data: any) => setLink(data?.activation_url ?? null) }}
      >
        {/* noValidate: the browser's own e-mail check would speak before the seed's generic messages (src/schemas/messages.ts). */}
        <SimpleForm resolver={schemaResolver(userSchema)} noValidate>
          <TextInput source="email" type="email" />
          <TextInput source="first_name" />
          <TextInput source="last_name" />
          <SelectInput source="role" choices={ROLE_CHOICES} />
        </SimpleForm>
      </Create>
      <ActivationLinkDialog
        url={link}
        onClose={() => {
          setLink(null);
          redirect('list', resource);
        }}
      />
    </>
  );
}

function ResendInviteButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const [link, setLink] = useState<string | null>(null);
  if (!record) return null;
  const resend = async () => {
    try {
      const { data } = await api.post<{ activation_url?: string; data?: { activation_url?: string } }>(`/api/users/${record.id}/invite`, {});
      setLink(data.activation_url ?? data.data?.activation_url ?? null);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button label="New invitation link" onClick={resend}>
        <SendIcon />
      </Button>
      <ActivationLinkDialog url={link} onClose={() => setLink(null)} />
    </>
  );
}

export const UserEdit = () => (
  <Edit title="Team member" mutationMode="pessimistic" actions={<TopToolbar><ResendInviteButton /></TopToolbar>}>
    <SimpleForm resolver={schemaResolver(userSchema)} noValidate>
      <TextInput source="email" type="email" />
      <TextInput source="first_name" />
      <TextInput source="last_name" />
      <SelectInput source="role" choices={ROLE_CHOICES} />
      <BooleanInput source="active" helperText="Switch off to deactivate: the member can no longer sign in" />
      {/* Leads that belong to someone (issue 40): a team leader sees the team's leads. */}
      <TextInput source="team" helperText="oasis.team.help_team" />
      <BooleanInput source="team_leader" helperText="oasis.team.help_leader" />
      <TextInput source="meeting_link" type="url" helperText="oasis.team.help_meeting" />
      {/* Routing v2 (issue 28) */}
      <AvailabilityInputs />
    </SimpleForm>
  </Edit>
);

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: (r: { first_name?: string; last_name?: string; email?: string }) => `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.email ?? ''),
};
