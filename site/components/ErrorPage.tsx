import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useI18n } from '../i18n/I18n';

export const NOT_FOUND_TITLE = 'Page not found';

/** The error page: 404 for unknown paths and slugs, a plain apology otherwise. */
export function ErrorPage() {
  const error = useRouteError();
  const { t, tx } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const badRequest = isRouteErrorResponse(error) && error.status === 400;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        {isRouteErrorResponse(error) ? error.status : 500}
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {notFound ? t(NOT_FOUND_TITLE) : badRequest ? t('This address is not valid') : t('Something went wrong')}
      </Typography>
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {notFound
          ? t('The page you are looking for does not exist or is no longer published.')
          : badRequest
            ? tx(String((error.data as { message?: string } | null)?.message ?? 'Please check the address and try again.'))
            : t('We could not show this page. Please try again in a moment.')}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', '& a': { fontWeight: 700, color: 'primary.main' } }}>
        <Link to="/">{t('Go to the home page')}</Link>
        <Link to="/project">{t('Browse all projects')}</Link>
        <Link to="/contact-us">{t('Contact our team')}</Link>
      </Box>
    </Container>
  );
}
