import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { LangAttributes } from '../i18n/fallback';

/** Rich text from the back-office: the server sanitised it on save, so it is rendered as HTML. */
export function Html({ html, sx, lang }: { html: string | null | undefined; sx?: SxProps<Theme>; lang?: LangAttributes }) {
  if (!html) return null;
  return (
    <Box
      className="rich-text"
      {...lang}
      sx={{
        fontSize: '1.05rem',
        lineHeight: 1.7,
        '& h2, & h3': { mt: 3, mb: 1, lineHeight: 1.3 },
        '& a': { color: 'primary.main', textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse', width: '100%' },
        '& td, & th': { border: '1px solid #d5d8de', p: 1 },
        ...sx,
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
