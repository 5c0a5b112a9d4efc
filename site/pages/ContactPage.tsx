import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
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

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An office as the page's data lists it (src/resources/offices.ts, in the page's language). */
type Office = InferType<(typeof officesDefinition)['fields']> & { id: number };

const mapHref = (o: Office) => `https://www.openstreetmap.org/?mlat=${o.latitude}&mlon=${o.longitude}#map=17/${o.latitude}/${o.longitude}`;

/** The agency's offices (issue 38), each with its address, phone, e-mail, hours and a map link. */
function Offices({ list }: { list: PageList<Office> }) {
  const { t } = useI18n();
  if (!list.items.length) return null;
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="offices-title" sx={{ pb: { xs: 4, md: 7 } }}>
      <Typography variant="h2" id="offices-title" sx={{ mb: 3 }}>
        {list.labels.heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {list.items.map((o) => (
          <Box component="li" key={o.id} sx={{ p: 3, borderRadius: 2, border: '1px solid #e2ded3' }}>
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 0.5 }} {...fallbackLang(o, 'name')}>
              {o.name}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1.5 }} {...fallbackLang(o, 'city')}>
              {o.city}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1, '& a': { color: 'primary.main', fontWeight: 700 } }}>
              <span {...fallbackLang(o, 'address')}>{o.address}</span>
              <a href={telHref(o.phone)}>{t('Call {phone}', { phone: o.phone })}</a>
              {o.email && <a href={`mailto:${o.email}`}>{t('Email {email}', { email: o.email })}</a>}
              {o.hours && <span {...fallbackLang(o, 'hours')}>{o.hours}</span>}
              {o.latitude != null && o.longitude != null && (
                <a href={mapHref(o)} target="_blank" rel="noopener noreferrer">
                  {list.labels.map}
                </a>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
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
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 }, display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="contact-form-title" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 2, border: '1px solid #e2ded3' }}>
          <Typography variant="h2" id="contact-form-title" sx={{ mb: 3 }}>
            {t('Send us an enquiry')}
          </Typography>
          <EnquiryFormLoader idPrefix="contact" country={layout.country} />
        </Box>
        <Box component="section" aria-labelledby="office-title" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 2, bgcolor: '#f6f4ef' }}>
          <Typography variant="h2" id="office-title" sx={{ mb: 2 }}>
            {t('Our office')}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.5, '& a': { color: 'primary.main', fontWeight: 700 } }}>
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
          </Box>
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {t('Sunday to Friday, 9:00 to 19:00 Gulf Standard Time.')}
          </Typography>
        </Box>
      </Container>
      {offices && <Offices list={offices} />}
      <BookingSection idPrefix="contact-booking" projectId={null} projectTitle={null} viewing={false} staticExport={layout.staticExport} country={layout.country} />
      <PageSections sections={pageContent?.content?.sections} lang={fallbackLang(pageContent, 'content')} />
    </>
  );
}
