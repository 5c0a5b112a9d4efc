import { Fragment } from 'react';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { LayoutData, ProjectData } from '../../src/site-contract';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../src/constants';
import { PageHero } from '../components/PageHero';
import { Html } from '../components/Html';
import { FactList } from '../components/FactList';
import { Container } from '../components/Container';
import { CardGrid } from '../components/Cards';
import { ProjectCard } from '../workspace/ProjectCard';
import { Gallery } from '../gallery/Gallery';
import { JsonLd, useSiteInfo } from '../components/JsonLd';
import { project as projectLd } from '../jsonld';
import { useI18n } from '../i18n/I18n';
import { ENGLISH, fallbackLang, type LangAttributes } from '../i18n/fallback';
// The investor's workspace (issue 27)
import { SaveButton } from '../workspace/SaveButton';
// Conversations (issue 29)
import { useWhatsappHref } from '../booking/whatsapp';
import { offersViewings } from '../../src/viewings';
// Investor math (issue 26)
import { ReturnsSection } from '../investment/ReturnsSection';
// The brochure gate (issue 27)
import { projectPrefill } from '../investment/prefill';
// Structured payment plans (issue 39)
import { recordActivity } from '../activity';
// Inventory (issue 30)
// Advert compliance (issue 30 item 3)
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ProjectPage.module.css';
import { island, type IslandTrigger } from '../islands/island';
import { loadPlanWords } from '../../src/paymentPlan/words/load';
import { withPlanWords } from '../investment/planWords';

/**
 * Below the first screen, the parts with code of their own are islands (decision 049): server HTML until they come
 * near the screen (or are touched), then their code loads and they hydrate. Not in the page's first load.
 */
const NEAR: IslandTrigger = { when: 'visible', rootMargin: '200px 0px' };
const PaymentPlan = island(async (lang) => {
  const [{ ProjectPlan }, words] = await Promise.all([import('../investment/ProjectPlan'), loadPlanWords(lang)]);
  return withPlanWords(ProjectPlan, words);
}, NEAR);
const Availability = island(() => import('../units/UnitAvailability').then((m) => m.UnitAvailability), NEAR);
const Prices = island(() => import('../workspace/PriceHistory').then((m) => m.PriceHistory), NEAR);
const UnitTypes = island(() => import('../units/ProjectUnitTypes').then((m) => m.ProjectUnitTypes), NEAR);
const Developer = island(() => import('./ProjectDeveloper').then((m) => m.ProjectDeveloper), NEAR);
const Location = island(() => import('../map/ProjectLocation').then((m) => m.ProjectLocation), NEAR);
const Brochure = island(() => import('../workspace/BrochureGate').then((m) => m.BrochureGate), NEAR);
const Checks = island(() => import('../compliance/ProjectChecks').then((m) => m.ProjectChecks), NEAR);
const MarketEvidence = island(() => import('../market/MarketEvidence').then((m) => m.ProjectMarketEvidence), NEAR);
const Booking = island(() => import('../booking/BookingSection').then((m) => m.BookingSection), NEAR);

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 className={cx(text.h2, styles.blockTitle)} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProjectPage() {
  const { t, tx, fmt, lang } = useI18n();
  const projectData = useLoaderData() as ProjectData;
  const { project: p, developer, area, location, amenities, propertyTypes, similar, priceHistory } = projectData;
  const status = tx(PROJECT_STATUS_LABELS[p.status as ProjectStatus] ?? p.status);
  const size = p.size_sqft_min || p.size_sqft_max ? fmt.area(p.size_sqft_min || null, p.size_sqft_max || null) : null;
  const place = [location?.name, area?.name].filter(Boolean).join(', ');
  // Each name marked English where it has no translation (issue 23 item 9).
  const placeNames = [location && { name: location.name, lang: fallbackLang(location, 'name') }, area && { name: area.name, lang: fallbackLang(area, 'name') }].filter((n) => !!n && !!n.name) as { name: string; lang: LangAttributes }[];
  const site = useSiteInfo();
  const galleryAlt = (g: { title?: string | null }, i: number) => g.title || t('{title}, image {n}', { title: p.title, n: i + 1 });
  const layout = useRouteLoaderData('root') as LayoutData;
  const whatsapp = useWhatsappHref(layout.settings?.whatsapp_number, p);
  const calculatorPrefill = projectPrefill(projectData);
  const soldOut = !!projectData.availability?.sold_out;
  return (
    <article>
      <JsonLd data={projectLd(site, p, area, developer)} text={{ record: p, fields: ['title', 'seo_description', 'description'] }} />
      <PageHero
        title={p.title}
        titleLang={fallbackLang(p, 'title')}
        subtitle={
          place || developer ? (
            <>
              {placeNames.map((n, i) => (
                <Fragment key={i}>
                  {i > 0 && ', '}
                  <span {...n.lang}>{n.name}</span>
                </Fragment>
              ))}
              {place && developer ? ' ' : ''}
              {developer ? t('by {developer}', { developer: developer.name }) : null}
            </>
          ) : null
        }
        image={p.gallery[0]}
        crumbs={[{ label: t('Home'), to: '/' }, { label: t('Projects'), to: '/project' }, { label: p.title }]}
      >
        <p className={cx(text.body, styles.price)}>
          {soldOut ? t('Sold out') : p.starting_price_aed ? t('From {price}', { price: fmt.price(p.starting_price_aed) ?? '' }) : t('Price on request')}
        </p>
        <div className={styles.heroLinks}>
          <a href="#enquiry">{soldOut ? t('Register interest in resales') : t('Enquire about {project}', { project: p.title })}</a>
          {p.starting_price_aed ? <Link to={`/mortgages?price=${p.starting_price_aed}${p.status === 'off_plan' ? '&off_plan=1' : ''}`}>{t('Calculate the mortgage')}</Link> : null}
          <a href="#booking">{offersViewings(p) ? t('Book a call or a viewing') : t('Book a call')}</a>
          {whatsapp && (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              {t('Chat about {project} on WhatsApp (opens in a new tab)', { project: p.title })}
            </a>
          )}
          {/* The investor's workspace (issue 27): save to the shortlist. */}
          <SaveButton slug={p.slug} title={p.title} projectId={p.id} inline />
        </div>
      </PageHero>
      <Container className={styles.main}>
        <FactList
          label={t('Key facts')}
          facts={[
            { label: t('Starting price'), value: fmt.price(p.starting_price_aed) },
            { label: t('Price per sq ft'), value: fmt.price(p.price_per_sqft_aed) },
            { label: t('Status'), value: status },
            { label: t('Handover'), value: fmt.handover(p.handover_year, p.handover_quarter) },
            { label: t('Units available'), value: p.units_available },
            { label: t('Bedrooms'), value: fmt.bedrooms(p.bedrooms_min, p.bedrooms_max) },
            { label: t('Size'), value: size },
            { label: t('Property types'), value: propertyTypes.map((pt) => pt.name).join(', ') || null, lang: propertyTypes.length && propertyTypes.every((pt) => fallbackLang(pt, 'name').lang) ? ENGLISH : undefined },
            { label: t('Developer'), value: developer?.name },
            { label: t('Area'), value: area?.name, lang: fallbackLang(area, 'name') },
            { label: t('Service charge'), value: p.service_charge_aed_per_sqft != null ? t('AED {amount}/sq ft a year', { amount: p.service_charge_aed_per_sqft }) : null },
            { label: t('Expected rental yield'), value: fmt.percent(p.expected_rental_yield_pct) },
          ]}
        />
        <Availability data={projectData.availability} title={p.title} />
        {/* The investor's workspace (issue 27): "price updated" and the recorded changes. */}
        <Prices changes={priceHistory} />

        {p.highlights.length > 0 && (
          // Room for the bullet on both sides: an English highlight on an Arabic page is a left-to-right item whose
          // bullet sits on its left, past the right-to-left list's start padding (it pushed the page 2 px sideways).
          <ul aria-label={t('Highlights')} className={styles.highlights}>
            {p.highlights.map((h) => (
              <li key={h} {...fallbackLang(p, 'highlights')}>
                {h}
              </li>
            ))}
          </ul>
        )}

        {p.gallery.length > 0 && (
          <Block id="project-gallery" title={t('Gallery')}>
            <Gallery items={p.gallery} title={`${p.title} gallery`} altFor={galleryAlt} testId="project-gallery" />
          </Block>
        )}

        {p.description && (
          <Block id="project-about" title={t('About {project}', { project: p.title })}>
            <Html html={p.description} lang={fallbackLang(p, 'description')} />
          </Block>
        )}

        {p.payment_plan && p.payment_plan.milestones.length > 0 && (
          <Block id="project-payment-plan" title={p.payment_plan.label ? t('Payment plan {label}', { label: p.payment_plan.label }) : t('Payment plan')}>
            <PaymentPlan project={p} />
          </Block>
        )}

        {calculatorPrefill && <ReturnsSection prefill={calculatorPrefill} ltvCaps={layout.settings?.mortgage_ltv_caps} visaRules={layout.settings?.golden_visa_rules} agencyFeePct={layout.settings?.agency_fee_pct} />}

        {p.unit_types.length > 0 && (
          <Block id="project-units" title={t('Unit types and prices')}>
            <UnitTypes project={p} />
          </Block>
        )}

        {p.floor_plans.length > 0 && (
          <Block id="project-floor-plans" title={t('Floor plans')}>
            <Gallery items={p.floor_plans} title={`${p.title} floor plans`} altFor={(g, i) => g.title || `${p.title}, floor plan ${i + 1}`} columns={{ xs: 1, md: 3 }} testId="project-floor-plans" />
          </Block>
        )}

        {amenities.length > 0 && (
          <Block id="project-amenities" title={t('Amenities')}>
            <ul className={styles.amenities}>
              {amenities.map((a) => (
                <li key={a.id} className={styles.amenity} {...fallbackLang(a, 'name')}>
                  {a.name}
                </li>
              ))}
            </ul>
          </Block>
        )}

        {(p.nearby.length > 0 || p.latitude != null) && (
          <Block id="project-location" title={t('Location and nearby')}>
            <Location project={p} place={place} />
          </Block>
        )}

        {p.brochure_gated && <Brochure slug={p.slug} title={p.title} projectId={p.id} />}
        {p.brochure && (
          <div className={styles.brochure}>
            <a href={p.brochure.src} download onClick={() => recordActivity({ kind: 'brochure', project_id: p.id, lang })} className={styles.brochureLink}>
              {t('Download the {project} brochure (PDF)', { project: p.title })}
            </a>
          </div>
        )}

        <Checks project={p} />

        {developer && (
          <Block id="project-developer" title={t('About the developer')}>
            <Developer developer={developer} />
          </Block>
        )}

        {similar.length > 0 && (
          <Block id="project-similar" title={t('Similar projects')}>
            <CardGrid label={t('Similar projects')}>
              {similar.map((s) => (
                <ProjectCard key={s.id} project={s} />
              ))}
            </CardGrid>
          </Block>
        )}
      </Container>
      <MarketEvidence />
      <Booking idPrefix="project-booking" country={layout.country} projectId={p.id} projectTitle={p.title} viewing={offersViewings(p)} staticExport={layout.staticExport} />
    </article>
  );
}
