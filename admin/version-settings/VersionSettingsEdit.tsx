import { Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { NumberInput } from '../common/inputs';
import { schemaResolver } from '../common/resolver';
import { versionRetentionSchema } from '../../src/schemas/versions';

const resolver = schemaResolver(versionRetentionSchema);

/**
 * Editorial safety (issue 31): how many versions each record keeps (the last N and everything from the last D days)
 * and how long a new preview link works. The settings row's columns, validated by the same schema as the server
 * (server/resources/version-settings.ts), audited, read by every save (pruning) and every new preview link.
 */
export function VersionSettingsEdit() {
  const translate = useTranslate();
  const t = (key: string) => translate(`oasis.versionSettings.${key}`);
  return (
    <Edit resource="version-settings" id={1} title={t('title')} mutationMode="pessimistic" redirect={false}>
      <SimpleForm resolver={resolver} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('explain')}
        </Typography>
        <NumberInput source="versions_keep" label={t('versions_keep')} min={1} max={1000} />
        <NumberInput source="versions_keep_days" label={t('versions_keep_days')} min={0} max={3650} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('preview_explain')}
        </Typography>
        <NumberInput source="preview_link_days" label={t('preview_link_days')} min={1} max={365} />
      </SimpleForm>
    </Edit>
  );
}
