import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PageSection } from '../../src/site-contract';
import { Html } from './Html';
import { Picture } from './Picture';
import type { LangAttributes } from '../i18n/fallback';

/** One content section: heading, HTML body, an item grid, an image. */
export function PageSectionBlock({ section, index, tinted, lang }: { section: PageSection; index: number; tinted?: boolean; lang?: LangAttributes }) {
  const id = `section-${section.key || index}`;
  return (
    <Box component="section" aria-labelledby={section.heading ? id : undefined} sx={{ py: { xs: 5, md: 7 }, bgcolor: tinted ? '#f6f4ef' : 'transparent' }} {...lang}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: section.image ? '3fr 2fr' : '1fr' }, alignItems: 'start' }}>
          <div>
            {section.heading && (
              <Typography variant="h2" id={id} sx={{ mb: 2 }}>
                {section.heading}
              </Typography>
            )}
            <Html html={section.body} />
          </div>
          {section.image && <Picture media={section.image} alt={section.image.title ?? section.heading ?? ''} style={{ borderRadius: 8 }} />}
        </Box>
        {section.items && section.items.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            {section.items.map((item, j) => (
              <Box component="li" key={j} sx={{ p: 3, minWidth: 0, overflowWrap: 'anywhere', borderRadius: 2, bgcolor: '#fff', border: '1px solid #e2ded3' }}>
                {item.value && (
                  <Typography component="p" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, fontWeight: 800, color: 'primary.main' }}>
                    {item.value}
                  </Typography>
                )}
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {item.title}
                </Typography>
                {item.text && <Typography color="text.secondary">{item.text}</Typography>}
              </Box>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}

/** Renders a page's content sections generically, alternating the background. */
export function PageSections({ sections, exclude = [], lang }: { sections: PageSection[] | undefined; exclude?: string[]; lang?: LangAttributes }) {
  const list = (sections ?? []).filter((s) => !exclude.includes(s.key));
  if (list.length === 0) return null;
  return (
    <>
      {list.map((section, i) => (
        <PageSectionBlock key={section.key || i} section={section} index={i} tinted={i % 2 === 1} lang={lang} />
      ))}
    </>
  );
}
