import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link, useMatches } from 'react-router-dom';
import type { LayoutData, ProjectData } from '../../src/site-contract';
import { FOOTER_COMPANY_LINKS, FOOTER_LEGAL_LINKS, FOOTER_RESOURCE_LINKS, type NavLink } from '../nav';
import { Logo } from '../components/Logo';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { useWhatsappHref } from '../booking/whatsapp';
// Privacy by design (issue 24): the "Privacy choices" link.
import { PrivacyChoicesLink } from '../consent/PrivacyChoicesLink';

// 44 px tall: a thumb finds each footer link without hitting its neighbour (WCAG 2.5.8 asks 24).
const linkSx = { color: '#fff', textDecoration: 'none', display: 'inline-flex', alignItems: 'center', minHeight: 44, '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 } } as const;
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function LinkColumn({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  const { tx } = useI18n();
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography component="h2" id={id} sx={{ fontWeight: 800, mb: 1.5, fontSize: '1rem', color: '#f3d9a4' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid' }}>
        {links.map((l) => (
          <li key={l.to + l.label}>
            <Box component={Link} to={l.to} sx={linkSx}>
              {tx(l.label)}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Footer exactly as spec §2, its contact details and social links from the settings. */
export function Footer({ layout }: { layout: LayoutData }) {
  const s = layout.settings;
  const { t } = useI18n();
  const year = new Date().getUTCFullYear();
  const social = [
    { label: 'Instagram', href: s?.instagram_url },
    { label: 'Facebook', href: s?.facebook_url },
    { label: 'Twitter', href: s?.twitter_url },
    { label: 'LinkedIn', href: s?.linkedin_url },
  ].filter((x): x is { label: string; href: string } => !!x.href);
  // Issue 29: pre-filled in the page's language with the project and a reference the webhook matches.
  const project = (useMatches().find((m) => m.id === 'project')?.data as ProjectData | undefined)?.project;
  const whatsapp = useWhatsappHref(s?.whatsapp_number, project);
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: '#fff', pt: 7, pb: { xs: 11, sm: 12, md: 4 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1.5fr' } }}>
          <div>
            <Logo productName={layout.productName} light />
            <Typography sx={{ mt: 2, color: '#e3e8ee', maxWidth: 360 }} {...(s?.tagline ? fallbackLang(s, 'tagline') : {})}>
              {s?.tagline || t('Dubai property investment advice, from first viewing to handover.')}
            </Typography>
            {social.length > 0 && (
              <Box component="ul" aria-label={t('Social media')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                {social.map((x) => (
                  <li key={x.label}>
                    <Box component="a" href={x.href} target="_blank" rel="noopener noreferrer" sx={{ ...linkSx, textDecoration: 'underline' }}>
                      {x.label}
                      <VisuallyHidden>{` (${t('{product} on {network}, opens in a new tab', { product: layout.productName, network: x.label })})`}</VisuallyHidden>
                    </Box>
                  </li>
                ))}
              </Box>
            )}
          </div>
          <LinkColumn id="footer-company" title={t('Company')} links={FOOTER_COMPANY_LINKS} />
          <LinkColumn id="footer-resources" title={t('Resources')} links={[...FOOTER_RESOURCE_LINKS, ...FOOTER_LEGAL_LINKS]} />
          {/* The heading stands before <address>: HTML allows no heading inside it (W3C checker, issue 23 item 11). */}
          <Box component="section" aria-labelledby="footer-contact">
            <Typography component="h2" id="footer-contact" sx={{ fontWeight: 800, mb: 1.5, fontSize: '1rem', color: '#f3d9a4' }}>
              {t('Contact')}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', alignContent: 'start', justifyItems: 'start' }}>
              {s?.address && <span {...fallbackLang(s, 'address')}>{s.address}</span>}
              {[s?.phone_primary, s?.phone_secondary].filter(Boolean).map((p) => (
                <Box component="a" key={p} href={telHref(p!)} dir="ltr" sx={linkSx}>
                  {p}
                </Box>
              ))}
              {[s?.email_primary, s?.email_secondary].filter(Boolean).map((e) => (
                <Box component="a" key={e} href={`mailto:${e}`} sx={linkSx}>
                  {e}
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
        <Box sx={{ mt: 6, pt: 3, borderTop: '1px solid rgba(255,255,255,.2)', display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, fontSize: '0.9rem', color: '#e3e8ee' }}>
          {/* The copyright and "Privacy choices" stay together at the start: the WhatsApp button floats over the far end. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3 }}>
            <span>
              {t('© {year} {product}. All rights reserved.', { year, product: layout.productName })}
            </span>
            <PrivacyChoicesLink sx={linkSx} />
          </Box>
          {s?.rera_orn && <span>RERA ORN {s.rera_orn}</span>}
        </Box>
      </Container>
      {whatsapp && (
        <Box
          component="a"
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('Chat with us on WhatsApp (opens in a new tab)')}
          // On a phone only the round icon shows, so the button covers as little of the page as it can.
          sx={{ position: 'fixed', right: { xs: 16, sm: 20 }, bottom: { xs: 16, sm: 20 }, zIndex: 1000, bgcolor: '#0d6e3a', color: '#fff', borderRadius: 999, px: { xs: 0, sm: 2.5 }, minWidth: 52, justifyContent: 'center', minHeight: 52, display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700, textDecoration: 'none', boxShadow: '0 6px 18px rgba(0,0,0,.25)', '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 } }}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2l-.5-.3Z" />
          </svg>
          <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            WhatsApp
          </Box>
        </Box>
      )}
    </Box>
  );
}
