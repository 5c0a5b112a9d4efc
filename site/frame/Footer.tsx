import { Link, useMatches } from 'react-router-dom';
import type { LayoutData, ProjectData } from '../../src/site-contract';
import { FOOTER_COMPANY_LINKS, FOOTER_LEGAL_LINKS, FOOTER_RESOURCE_LINKS, type NavLink } from '../nav';
import { Container } from '../components/Container';
import { Logo } from '../components/Logo';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { useWhatsappHref } from '../booking/whatsapp';
// Privacy by design (issue 24): the "Privacy choices" link.
import { PrivacyChoicesLink } from '../consent/PrivacyChoicesLink';
import { cx } from '../styles/cx';
import styles from './Footer.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function LinkColumn({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  const { tx } = useI18n();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((l) => (
          <li key={l.to + l.label}>
            <Link to={l.to} className={styles.link}>
              {tx(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
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
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div>
            <Logo productName={layout.productName} light />
            <p className={styles.tagline} {...(s?.tagline ? fallbackLang(s, 'tagline') : {})}>
              {s?.tagline || t('Dubai property investment advice, from first viewing to handover.')}
            </p>
            {social.length > 0 && (
              <ul aria-label={t('Social media')} className={styles.social}>
                {social.map((x) => (
                  <li key={x.label}>
                    <a href={x.href} target="_blank" rel="noopener noreferrer" className={cx(styles.link, styles.underlined)}>
                      {x.label}
                      <VisuallyHidden>{` (${t('{product} on {network}, opens in a new tab', { product: layout.productName, network: x.label })})`}</VisuallyHidden>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <LinkColumn id="footer-company" title={t('Company')} links={FOOTER_COMPANY_LINKS} />
          <LinkColumn id="footer-resources" title={t('Resources')} links={[...FOOTER_RESOURCE_LINKS, ...FOOTER_LEGAL_LINKS]} />
          {/* The heading stands before <address>: HTML allows no heading inside it (W3C checker, issue 23 item 11). */}
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              {t('Contact')}
            </h2>
            <address className={styles.address}>
              {s?.address && <span {...fallbackLang(s, 'address')}>{s.address}</span>}
              {[s?.phone_primary, s?.phone_secondary].filter(Boolean).map((p) => (
                <a key={p} href={telHref(p!)} dir="ltr" className={styles.link}>
                  {p}
                </a>
              ))}
              {[s?.email_primary, s?.email_secondary].filter(Boolean).map((e) => (
                <a key={e} href={`mailto:${e}`} className={styles.link}>
                  {e}
                </a>
              ))}
            </address>
          </section>
        </div>
        <div className={styles.bottom}>
          {/* The copyright and "Privacy choices" stay together at the start: the WhatsApp button floats over the far end. */}
          <div className={styles.legal}>
            <span>
              {t('© {year} {product}. All rights reserved.', { year, product: layout.productName })}
            </span>
            <PrivacyChoicesLink className={styles.link} />
          </div>
          {s?.rera_orn && <span>RERA ORN {s.rera_orn}</span>}
        </div>
      </Container>
      {whatsapp && (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={t('Chat with us on WhatsApp (opens in a new tab)')} className={styles.whatsapp}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2l-.5-.3Z" />
          </svg>
          <span aria-hidden="true" className={styles.whatsappLabel}>
            WhatsApp
          </span>
        </a>
      )}
    </footer>
  );
}
