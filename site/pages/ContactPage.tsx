import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { InferType } from 'yup';
import type { LayoutData, PageData, PageList } from '../../src/site-contract';
import type { offices as officesDefinition } from '../../src/resources/offices';
import { PageHero } from '../components/PageHero';
import { PageSections } from '../components/PageSections';
import { EnquiryFormLoader } from '../forms/EnquiryFormLoader';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { useWhatsappHref } from '../booking/whatsapp';
import { BookingSection } from '../booking/BookingSection';
import { Container } from '../components/Container';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import container from '../components/Container.module.css';
import styles from './ContactPage.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An office as the page's data lists it (src/resources/offices.ts, in the page's language). */
type Office = InferType<(typeof officesDefinition)['fields']> & { id: number };

const mapHref = (o: Office) => `https://www.openstreetmap.org/?mlat=${o.latitude}&mlon=${o.longitude}#map=17/${o.latitude}/${o.longitude}`;

/** The agency's offices (issue 38), each with its address, phone, e-mail, hours and a map link. */
function Offices({ list }: { list: PageList<Office> }) {
  const { t } = useI18n();
  if (!list.items.length) return null;
  return (
    // The page's column (Container's classes) as the section itself, as MUI's <Container component="section"> was.
    <section aria-labelledby="offices-title" className={cx(container.container, container.lg, styles.offices)}>
      <h2 className={cx(text.h2, styles.officesTitle)} id="offices-title">
        {list.labels.heading}
      </h2>
      <ul className={styles.officeList}>
        {list.items.map((o) => (
          <li key={o.id} className={styles.office}>
            <h3 className={cx(text.h3, styles.officeName)} {...fallbackLang(o, 'name')}>
              {o.name}
            </h3>
            <p className={cx(text.body, text.muted, styles.city)} {...fallbackLang(o, 'city')}>
              {o.city}
            </p>
            <address className={cx(styles.address, styles.officeAddress)}>
              <span {...fallbackLang(o, 'address')}>{o.address}</span>
              <a href={telHref(o.phone)}>{t('Call {phone}', { phone: o.phone })}</a>
              {o.email && <a href={`mailto:${o.email}`}>{t('Email {email}', { email: o.email })}</a>}
              {o.hours && <span {...fallbackLang(o, 'hours')}>{o.hours}</span>}
              {o.latitude != null && o.longitude != null && (
                <a href={mapHref(o)} target="_blank" rel="noopener noreferrer">
                  {list.labels.map}
                </a>
              )}
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Contact us: its own enquiry form beside the office details. */
export function ContactPage() {
  const { t } = useI18n();
  const { pageContent, banners, lists } = useLoaderData() as PageData;
  const offices = lists?.offices as PageList<Office> | undefined;
  const layout = useRouteLoaderData('root') as LayoutData;
  const s = layout.settings;
  const title = pageContent?.title ?? t('Contact us');
  const whatsapp = useWhatsappHref(s?.whatsapp_number);
  return (
    <>
      <PageHero title={title} titleLang={fallbackLang(pageContent, 'title')} subtitle={pageContent?.description} subtitleLang={fallbackLang(pageContent, 'description')} banner={banners[0]} crumbs={[{ label: t('Home'), to: '/' }, { label: title }]} />
      <Container className={styles.contact}>
        <section aria-labelledby="contact-form-title" className={cx(styles.panel, styles.formPanel)}>
          <h2 className={cx(text.h2, styles.formTitle)} id="contact-form-title">
            {t('Send us an enquiry')}
          </h2>
          <EnquiryFormLoader idPrefix="contact" country={layout.country} />
        </section>
        <section aria-labelledby="office-title" className={cx(styles.panel, styles.officePanel)}>
          <h2 className={cx(text.h2, styles.officeTitle)} id="office-title">
            {t('Our office')}
          </h2>
          <address className={cx(styles.address, styles.agencyAddress)}>
            {s?.address && <span {...fallbackLang(s, 'address')}>{s.address}</span>}
            {[s?.phone_primary, s?.phone_secondary].filter(Boolean).map((p) => (
              <a key={p} href={telHref(p!)}>
                {t('Call {phone}', { phone: p! })}
              </a>
            ))}
            {[s?.email_primary, s?.email_secondary].filter(Boolean).map((e) => (
              <a key={e} href={`mailto:${e}`}>
                {t('Email {email}', { email: e! })}
              </a>
            ))}
            {whatsapp && (
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                {t('Chat on WhatsApp (opens in a new tab)')}
              </a>
            )}
          </address>
          <p className={cx(text.body, text.muted, styles.hours)}>{t('Sunday to Friday, 9:00 to 19:00 Gulf Standard Time.')}</p>
        </section>
      </Container>
      {offices && <Offices list={offices} />}
      <BookingSection idPrefix="contact-booking" projectId={null} projectTitle={null} viewing={false} staticExport={layout.staticExport} country={layout.country} />
      <PageSections sections={pageContent?.content?.sections} lang={fallbackLang(pageContent, 'content')} />
    </>
  );
}
