import type { ReactElement } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import { BooleanField, NumberField, SearchInput, SimpleForm, TextField } from 'react-admin';
import type { AnyObject, ObjectSchema, SchemaDescription } from 'yup';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from '../common/inputs';
import { FormToolbar, formScreens } from './ResourceScreens';
import { ResponsiveList } from './ResponsiveList';
import { FlagChip } from '../common/FlagChip';
import { GalleryInput, SingleImageInput } from '../common/MediaInputs';
import { PhoneNumberInput } from '../common/PhoneNumberInput';
import { RichTextInput } from '../common/RichText';
import { schemaResolver } from '../common/resolver';
import { MissingTranslations, missingTranslationFilter, outdatedTranslationFilter, TranslationInputs } from '../common/Translations';
import { hasDraftFilter } from '../versions/drafts';
import type { Definition } from '../../src/resources/define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';

type Described = SchemaDescription & { nullable?: boolean; default?: unknown; oneOf?: unknown[]; innerType?: SchemaDescription };

const describeFields = (def: Definition) => (def.fields as ObjectSchema<AnyObject>).describe().fields as Record<string, Described>;

/** How a field is edited, from its schema: rich text, a phone number, an upload, a relation, a choice, a number, a flag, text. */
function inputFor(name: string, d: Described): ReactElement {
  const meta = (d.meta ?? {}) as { html?: boolean; phone?: boolean; references?: string };
  if (meta.html) return <RichTextInput key={name} source={name} />;
  if (meta.phone) return <PhoneNumberInput key={name} source={name} />;
  if (meta.references)
    return (
      <ReferenceInput key={name} source={name} reference={meta.references.replace(/_/g, '-')}>
        <SelectInput optionText="name" />
      </ReferenceInput>
    );
  if (d.type === 'object' && 'src' in ((d as unknown as { fields?: object }).fields ?? {})) return <SingleImageInput key={name} source={name} />;
  if (d.type === 'array' && d.innerType?.type === 'object') return <GalleryInput key={name} source={name} />;
  if (d.type === 'boolean') return <BooleanInput key={name} source={name} />;
  if (d.type === 'number') return <NumberInput key={name} source={name} />;
  const choices = (d.oneOf ?? []).filter((v): v is string => typeof v === 'string');
  if (choices.length) return <SelectInput key={name} source={name} choices={choices.map((id) => ({ id, name: id }))} />;
  const max = d.tests.find((t) => t.name === 'max')?.params?.max as number | undefined;
  const long = max !== undefined && max > 200;
  return <TextInput key={name} source={name} fullWidth={long} multiline={long} minRows={long ? 3 : undefined} />;
}

function columnFor(name: string, d: Described | undefined): ReactElement {
  if (d?.type === 'boolean') return <BooleanField key={name} source={name} />;
  if (d?.type === 'number') return <NumberField key={name} source={name} />;
  return <TextField key={name} source={name} />;
}

/** The schema's defaults, so a new record starts as the server would store it. */
function defaultsOf(def: Definition): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, d] of Object.entries(describeFields(def))) if (d.default !== undefined && d.default !== null) out[name] = d.default;
  return out;
}

/**
 * List, filters, create/edit/show form of a defined resource that has no screens of its own (issue 38): every field
 * from its schema, translations in language tabs, the flags as filters, the columns its definition lists.
 */
export function generatedScreens(def: Definition) {
  const fields = describeFields(def);
  const schema = def.fields as ObjectSchema<AnyObject>;
  const translatable = translatableFields(schema).length > 0;
  const resolver = schemaResolver(translatable ? withTranslations(schema) : schema);
  const [first, second] = def.list.columns;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(def.list.filters ?? []).map((f) => inputFor(f, fields[f])),
    ...(translatable ? [missingTranslationFilter, outdatedTranslationFilter] : []),
    ...(def.access === 'content' ? [hasDraftFilter] : []),
  ];
  const flag = def.public && typeof def.public === 'object' ? def.public.flag : null;
  const List = () => (
    <ResponsiveList
      title={def.label.many.en}
      filters={filters}
      sort={{ field: def.list.sort[0], order: def.list.sort[1] }}
      compact={{ primary: first, secondary: second, ...(flag ? { chip: <FlagChip source={flag} on="Published" off="Draft" /> } : {}) }}
    >
      {def.list.columns.map((c) => columnFor(c, fields[c]))}
      {translatable && <MissingTranslations source="translated_langs" sortable={false} />}
    </ResponsiveList>
  );
  const Form = () => (
    <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
      {Object.entries(fields).filter(([name]) => !def.serverFields?.includes(name)).map(([name, d]) => inputFor(name, d))}
      {translatable && <TranslationInputs resource={def.name} schema={schema} />}
    </SimpleForm>
  );
  const one = def.label.one.en;
  return {
    list: List,
    ...formScreens(Form, { create: `Add ${one.toLowerCase()}`, edit: `Edit ${one.toLowerCase()}`, show: one }, defaultsOf(def)),
    icon: ArticleIcon,
    recordRepresentation: first,
  };
}
