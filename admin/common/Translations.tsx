import { useState, type ReactNode } from 'react';
import { Alert, Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
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

/** Issue 31: a translation whose English changed since it was written: the English before and after, until the translation is saved again. */
function OutdatedMark({ lang, field }: { lang: TranslatedLanguage; field: string }) {
  const record = useRecordContext();
  const mark = (record?.outdated_translations as Record<string, Record<string, { english_before: unknown; english_after: unknown }>> | undefined)?.[lang]?.[field];
  if (!mark) return null;
  const text = (v: unknown) => (v == null ? '—' : typeof v === 'string' ? (englishHint(v) ?? '').replace(/^English: /, '') : JSON.stringify(v));
  return (
    <Alert severity="warning" data-testid={`outdated-${lang}-${field}`} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
      Outdated: the English changed since this translation was written.
      <br />
      Before: {text(mark.english_before)}
      <br />
      Now: {text(mark.english_after)}
    </Alert>
  );
}

function LanguageField(props: { lang: TranslatedLanguage; field: string; kind: FieldKind; label: string }) {
  return (
    <>
      <OutdatedMark lang={props.lang} field={props.field} />
      <LanguageInput {...props} />
    </>
  );
}

function LanguageInput({ lang, field, kind, label }: { lang: TranslatedLanguage; field: string; kind: FieldKind; label: string }) {
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
  const outdated = (useRecordContext()?.outdated_translations ?? {}) as Record<string, Record<string, unknown>>;
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
                {outdated[l] && Object.keys(outdated[l]).length > 0 && <Chip size="small" color="warning" label="Outdated" />}
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

/** List filter (issue 31): records with a translation marked outdated since its English changed (outdated_translation). */
export const outdatedTranslationFilter = (
  <SelectInput
    key="outdated_translation"
    source="outdated_translation"
    label="Outdated translation"
    choices={[{ id: 'any', name: 'Any language' }, ...TRANSLATED_LANGUAGES.map((l) => ({ id: l, name: LANGUAGE_INFO[l].englishName }))]}
  />
);

/** List filter: records whose translation into the chosen language is not complete (missing_translation). */
export const missingTranslationFilter = (
  <SelectInput key="missing_translation" source="missing_translation" choices={TRANSLATED_LANGUAGES.map((l) => ({ id: l, name: LANGUAGE_INFO[l].englishName }))} />
);
