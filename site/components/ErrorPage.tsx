import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import { Container } from './Container';
import styles from './ErrorPage.module.css';

export const NOT_FOUND_TITLE = 'Page not found';

/** The error page: 404 for unknown paths and slugs, a plain apology otherwise. */
export function ErrorPage() {
  const error = useRouteError();
  const { t, tx } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const badRequest = isRouteErrorResponse(error) && error.status === 400;
  return (
    <Container maxWidth="md" className={styles.page}>
      <p className={styles.status}>{isRouteErrorResponse(error) ? error.status : 500}</p>
      <h1 className={cx(text.h1, styles.spaced)}>
        {notFound ? t(NOT_FOUND_TITLE) : badRequest ? t('This address is not valid') : t('Something went wrong')}
      </h1>
      <p className={cx(text.body, text.muted, styles.spaced)}>
        {notFound
          ? t('The page you are looking for does not exist or is no longer published.')
          : badRequest
            ? tx(String((error.data as { message?: string } | null)?.message ?? 'Please check the address and try again.'))
            : t('We could not show this page. Please try again in a moment.')}
      </p>
      <div className={styles.links}>
        <Link to="/">{t('Go to the home page')}</Link>
        <Link to="/project">{t('Browse all projects')}</Link>
        <Link to="/contact-us">{t('Contact our team')}</Link>
      </div>
    </Container>
  );
}
