import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput } from './inputs';

const TITLE_MAX = 70;
const DESCRIPTION_MAX = 170;

function Counter({ source, max }: { source: string; max: number }) {
  const value = (useWatch({ name: source }) as string | null) ?? '';
  const over = value.length > max;
  return (
    <span style={{ color: over ? '#c62828' : undefined }}>
      {value.length} / {max} characters{over ? ' (too long)' : ''}
    </span>
  );
}

/** How the page would look as a search result, from the SEO fields or their fallbacks. */
function SearchPreview({ titleFrom, pathPrefix }: { titleFrom: string; pathPrefix: string }) {
  const [seoTitle, seoDescription, name, slug] = useWatch({ name: ['seo_title', 'seo_description', titleFrom, 'slug'] }) as (string | null)[];
  const title = (seoTitle || name || 'Oasis Invest').slice(0, 60);
  return (
    <Box aria-label="Search result preview" sx={{ border: '1px solid #ddd', borderRadius: 1, p: 2, maxWidth: 600, bgcolor: '#fff', mt: 1 }}>
      <Typography variant="caption" sx={{ color: '#202124' }}>
        oasisinvest.ae{pathPrefix}
        {slug ? `/${slug}` : ''}
      </Typography>
      <Typography sx={{ color: '#1a0dab', fontSize: 20, lineHeight: 1.3 }}>{title} | Oasis Invest</Typography>
      <Typography variant="body2" sx={{ color: '#4d5156' }}>
        {(seoDescription || 'Add a description so search engines show a summary of this page.').slice(0, 160)}
      </Typography>
    </Box>
  );
}

export function SeoFields({ titleFrom = 'title', pathPrefix = '' }: { titleFrom?: string; pathPrefix?: string }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 700 }}>
      <TextInput source="seo_title" fullWidth helperText={<Counter source="seo_title" max={TITLE_MAX} />} />
      <TextInput source="seo_description" fullWidth multiline minRows={2} helperText={<Counter source="seo_description" max={DESCRIPTION_MAX} />} />
      <SearchPreview titleFrom={titleFrom} pathPrefix={pathPrefix} />
    </Box>
  );
}
