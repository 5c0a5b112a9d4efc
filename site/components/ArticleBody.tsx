import { Html } from './Html';
import { ENGLISH, fallbackLang } from '../i18n/fallback';
import { useI18n } from '../i18n/I18n';
import styles from './ArticleBody.module.css';

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
        <p role="note" data-testid="article-in-english" className={styles.englishNote}>
          {t('This article has not been translated yet: it is shown in English.')}
        </p>
      )}
      <Html html={html} lang={lang} />
    </>
  );
}
