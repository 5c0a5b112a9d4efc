import Box from '@mui/material/Box';
import { Html } from './Html';
import { ENGLISH, fallbackLang } from '../i18n/fallback';
import { useI18n } from '../i18n/I18n';

/**
 * An article's body (a blog post, a guide). When it is shown in English for want of a translation (decision 032),
 * it is marked `lang="en"` and a note in the page's language says so before it, so nobody meets English unwarned.
 */
export function ArticleBody({ record, html }: { record: object; html: string | null | undefined }) {
  const { t } = useI18n();
  const lang = fallbackLang(record, 'content');
  return (
    <>
      {lang === ENGLISH && html && (
        <Box component="p" role="note" data-testid="article-in-english" sx={{ mt: 0, mb: 3, px: 2, py: 1.5, borderInlineStart: '4px solid #c8962e', bgcolor: '#f6f4ef', color: '#3d4450' }}>
          {t('This article has not been translated yet: it is shown in English.')}
        </Box>
      )}
      <Html html={html} lang={lang} />
    </>
  );
}
