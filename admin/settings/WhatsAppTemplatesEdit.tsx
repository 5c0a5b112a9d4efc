import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { ArrayInput, SaveButton, SimpleForm, SimpleFormIterator, Title, Toolbar, useNotify } from 'react-admin';
import { TextInput } from '../common/inputs';
import { schemaResolver } from '../common/resolver';
import { api, errorMessage } from '../../src/api/client';
import { whatsappTemplatesSchema, type WhatsAppTemplate } from '../../src/schemas/whatsapp';
import { useTr } from '../common/useTr';

const resolver = schemaResolver(whatsappTemplatesSchema);
// Parameter labels are typed one per line; the schema drops empty lines.
const linesOut = (v: unknown) => (Array.isArray(v) ? v.join('\n') : '');
const linesIn = (v: string) => (v ?? '').split('\n');

/**
 * The approved WhatsApp templates (issue 40 item 5), as Meta's WhatsApp Manager shows them: what staff may send from a
 * lead outside the 24-hour window. The same schema checks this form and the server (422 naming the field).
 */
export function WhatsAppTemplatesEdit() {
  const tr = useTr();
  const notify = useNotify();
  const [record, setRecord] = useState<{ templates: WhatsAppTemplate[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.get<{ data: { templates: WhatsAppTemplate[] } }>('/api/whatsapp/templates').then(({ data }) => setRecord(data.data), (e) => setError(errorMessage(e)));
  }, []);
  const save = async (values: Record<string, unknown>) => {
    try {
      const { data } = await api.put<{ data: { templates: WhatsAppTemplate[] } }>('/api/whatsapp/templates', values);
      setRecord(data.data);
      notify(tr('WhatsApp templates saved'), { type: 'success' });
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
      return (e as { response?: { data?: { errors?: Record<string, string> } } }).response?.data?.errors;
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={tr('WhatsApp templates')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {tr('More than 24 hours after a person\'s last message, WhatsApp lets the business send only templates Meta approved. List them here exactly as WhatsApp Manager shows them: name, language code, and the text with {{1}}, {{2}} where the values go.')}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {record && (
          <SimpleForm record={record} onSubmit={save} resolver={resolver} toolbar={<Toolbar><SaveButton alwaysEnable /></Toolbar>}>
            <ArrayInput source="templates" label={tr('Approved templates')}>
              <SimpleFormIterator inline={false} disableReordering>
                <TextInput source="name" label={tr('Template name')} helperText={tr('For example project_follow_up')} />
                <TextInput source="language" label={tr('Language code')} helperText={tr('en, en_US, ar, ru, zh_CN...')} />
                <TextInput source="params" label={tr('Parameter labels, one per line')} multiline minRows={2} format={linesOut} parse={linesIn} fullWidth />
                <TextInput source="body" label={tr('Template text')} multiline minRows={3} fullWidth />
              </SimpleFormIterator>
            </ArrayInput>
          </SimpleForm>
        )}
      </CardContent>
    </Card>
  );
}
