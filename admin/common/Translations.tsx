import { useState, type ReactNode } from 'react';
import { Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AnyObject, ObjectSchema, SchemaDescription } from 'yup';
import { ArrayInput, SimpleFormIterator, TextInput } from './inputs';
import { RichTextInput } from './RichText';
import { LANGUAGE_INFO, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../src/i18n/languages';
import { completeLanguages, translatableFields, type Translations } from '../../src/schemas/translations';

type FieldKind = 'text' | 'long' | 'html' | 'list';

/** How a translatable field is edited, read from the resource's own yup schema (rich text, a list, long or short text). */
function fieldKind(schema: ObjectSchema<AnyObject>, field: string): FieldKind {
  const d = schema.describe().fields[field] as SchemaDescription;
  if ((d.meta as { html?: boolean } | undefined)?.html) return 'html';
  if (d.type === 'array') return 'list';
  const max = d.tests.find((t) => t.name === 'max')?.params?.max as number | undefined;
  return max !== undefined && max > 200 ? 'long' : 'text';
}

/** The English value beside the input, so the translator sees what to translate. */
function englishHint(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const plain = (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `English: ${plain.length > 140 ? `${plain.slice(0, 137)}...` : plain}`;
}

function LanguageField({ lang, field, kind, label }: { lang: TranslatedLanguage; field: string; kind: FieldKind; label: string }) {
  const english = useWatch({ name: field });
  const source = `translations.${lang}.${field}`;
  const dir = LANGUAGE_INFO[lang].dir;
  const htmlInput = { dir, lang: LANGUAGE_INFO[lang].hreflang };
  if (kind === 'html')
    return (
      <Box dir={dir} sx={{ width: '100%' }}>
        <RichTextInput source={source} label={label} fullWidth />
      </Box>
    );
  if (kind === 'list')
    return (
      <ArrayInput source={source} label={label}>
        <SimpleFormIterator>
          <TextInput source="" label={label} fullWidth slotProps={{ htmlInput }} />
        </SimpleFormIterator>
      </ArrayInput>
    );
  return <TextInput source={source} label={label} fullWidth multiline={kind === 'long'} helperText={englishHint(english) ?? false} slotProps={{ htmlInput }} />;
}

/**
 * The translatable fields of a resource (src/schemas/translations.ts) per language, in tabs: العربية |
 * Русский | 中文, each marked when its translation is complete. Arabic inputs are right to left. Empty
 * fields show the English text on the site (decision 012).
 */
export function TranslationInputs({ resource, schema, exclude = [], custom = {} }: {
  resource: string;
  schema: ObjectSchema<AnyObject>;
  exclude?: string[];
  /** Fields with their own editor (a page's sections): source (translations.<lang>.<field>) -> inputs. */
  custom?: Record<string, (source: string, lang: TranslatedLanguage) => ReactNode>;
}) {
  const translate = useTranslate();
  const [lang, setLang] = useState<TranslatedLanguage>(TRANSLATED_LANGUAGES[0]);
  const fields = translatableFields(schema).filter((f) => !exclude.includes(f));
  const values = useWatch() as Record<string, unknown>;
  const complete = completeLanguages(values, values.translations as Translations | undefined, fields);
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={lang} onChange={(_e, next: TranslatedLanguage) => setLang(next)} variant="scrollable" aria-label={translate('translations.languages', { _: 'Languages' })}>
        {TRANSLATED_LANGUAGES.map((l) => (
          <Tab
            key={l}
            value={l}
            label={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span lang={LANGUAGE_INFO[l].hreflang}>{LANGUAGE_INFO[l].name}</span>
                {!complete.includes(l) && <Chip size="small" color="warning" variant="outlined" label={translate('translations.missing', { _: 'Missing' })} />}
              </Stack>
            }
          />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {translate('translations.help', { _: 'Fields left empty show the English text on the site.' })}
      </Typography>
      {/* Every language stays mounted (hidden) so each keeps its values and validation while another is shown. */}
      {TRANSLATED_LANGUAGES.map((l) => (
        <Box key={l} hidden={l !== lang} role="tabpanel" aria-label={LANGUAGE_INFO[l].englishName} lang={LANGUAGE_INFO[l].hreflang} sx={{ width: '100%' }}>
          {fields.map((f) =>
            custom[f] ? (
              <Box key={f} dir={LANGUAGE_INFO[l].dir} sx={{ width: '100%' }}>
                {custom[f](`translations.${l}.${f}`, l)}
              </Box>
            ) : (
              <LanguageField
                key={f}
                lang={l}
                field={f}
                kind={fieldKind(schema, f)}
                label={`${translate(`resources.${resource}.fields.${f}`, { _: f })} (${LANGUAGE_INFO[l].englishName})`}
              />
            ),
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Chips of the languages a listed record still lacks (its read-only translated_langs); nothing when complete. */
// The props are read by the list around it (column label, sorting), not here.
export function MissingTranslations(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  if (!record) return null;
  const done = String(record.translated_langs ?? '').split(',');
  const missing = TRANSLATED_LANGUAGES.filter((l) => !done.includes(l));
  if (!missing.length) return null;
  return (
    <Stack direction="row" spacing={0.5} data-testid="missing-translations">
      {missing.map((l) => (
        <Chip key={l} size="small" variant="outlined" color="warning" label={l.toUpperCase()} title={`${LANGUAGE_INFO[l].englishName} missing`} />
      ))}
    </Stack>
  );
}

/** List filter: records whose translation into the chosen language is not complete (missing_translation). */
export const missingTranslationFilter = (
  <SelectInput key="missing_translation" source="missing_translation" choices={TRANSLATED_LANGUAGES.map((l) => ({ id: l, name: LANGUAGE_INFO[l].englishName }))} />
);
