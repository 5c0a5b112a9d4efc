import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { BooleanField, ImageField, NumberField, SearchInput, SelectField, SimpleForm, TextField } from 'react-admin';
import { BooleanInput, NumberInput, SelectInput, TextInput } from '../common/inputs';
import { banners } from '../../src/resources/banners';
import { designedScreens } from '../screens/defined';
import { PAGE_NAMES } from '../../src/constants';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { joinParts } from '../common/format';
import { SingleImageInput } from '../common/MediaInputs';
import { schemaResolver } from '../common/resolver';
import { MissingTranslations, missingTranslationFilter, outdatedTranslationFilter, TranslationInputs } from '../common/Translations';
import { withTranslations } from '../../src/schemas/translations';

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(banners.fields));

export const PAGE_CHOICES = PAGE_NAMES.map((id) => ({ id, name: id.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) }));

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'title',
  secondary: (r) => joinParts(PAGE_CHOICES.find((c) => c.id === r.page)?.name ?? r.page, `#${r.position}`),
  chip: <FlagChip source="active" on="Active" off="Off" />,
};

export const BannerList = () => (
  <ResponsiveList compact={phoneRow} title="Banners" filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="page" source="page" choices={PAGE_CHOICES} />, <BooleanInput key="active" source="active" />, missingTranslationFilter, outdatedTranslationFilter]} sort={{ field: 'position', order: 'ASC' }}>
    <ImageField source="image.src" label="Image" sx={{ '& img': { maxHeight: 48 } }} />
    <TextField source="title" />
    <SelectField source="page" choices={PAGE_CHOICES} />
    <NumberField source="position" />
    <BooleanField source="active" />
    <MissingTranslations source="translated_langs" sortable={false} />
  </ResponsiveList>
);

const BannerForm = () => (
  <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
    <SelectInput source="page" choices={PAGE_CHOICES} />
    <TextInput source="title" fullWidth />
    <TextInput source="subtitle" fullWidth />
    <SingleImageInput source="image" />
    <TextInput source="cta_label" />
    <TextInput source="cta_url" slotProps={{ htmlInput: { inputMode: 'url' } }} />
    <NumberInput source="position" />
    <BooleanInput source="active" />
    <TranslationInputs resource={banners.name} schema={banners.fields} />
  </SimpleForm>
);

export default designedScreens(banners, {
  list: BannerList,
  ...formScreens(BannerForm, { create: 'Add banner', edit: 'Edit banner', show: 'Banner' }, { page: 'home', position: 0, active: true }),
  icon: ViewCarouselIcon,
  recordRepresentation: 'title',
});
