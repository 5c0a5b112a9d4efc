import { cx } from '../styles/cx';
import type { LangAttributes } from '../i18n/fallback';
import styles from './Html.module.css';

/** Rich text from the back-office: the server sanitised it on save, so it is rendered as HTML. */
export function Html({ html, className, lang }: { html: string | null | undefined; className?: string; lang?: LangAttributes }) {
  if (!html) return null;
  return <div {...lang} className={cx('rich-text', styles.html, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
