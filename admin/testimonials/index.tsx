import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { BooleanField, BooleanInput, NumberField, NumberInput, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { testimonialSchema } from '../../src/schemas/editorial';
import { FormToolbar, ResourceCreate, ResourceEdit, ResourceList } from '../common/ResourceScreens';
import { SingleImageInput } from '../common/MediaInputs';
import { schemaResolver } from '../common/resolver';

export const TestimonialList = () => (
  <ResourceList resource="testimonials" title="Testimonial" filters={[<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="published" source="published" />]} sort={{ field: 'position', order: 'ASC' }}>
    <TextField source="name" />
    <TextField source="country" />
    <NumberField source="rating" />
    <NumberField source="position" />
    <BooleanField source="published" />
  </ResourceList>
);

const TestimonialForm = () => (
  <SimpleForm resolver={schemaResolver(testimonialSchema)} toolbar={<FormToolbar resource="testimonials" />}>
    <TextInput source="name" />
    <TextInput source="country" />
    <TextInput source="quote" fullWidth multiline minRows={3} />
    <NumberInput source="rating" min={1} max={5} />
    <NumberInput source="position" />
    <SingleImageInput source="photo" />
    <BooleanInput source="published" />
  </SimpleForm>
);

export default {
  list: TestimonialList,
  create: () => <ResourceCreate resource="testimonials" title="Add testimonial" defaults={{ rating: 5, position: 0, published: false }}><TestimonialForm /></ResourceCreate>,
  edit: () => <ResourceEdit resource="testimonials" title="Edit testimonial"><TestimonialForm /></ResourceEdit>,
  icon: FormatQuoteIcon,
  recordRepresentation: 'name',
};
