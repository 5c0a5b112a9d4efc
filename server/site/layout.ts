import type { FastifyInstance } from 'fastify';
import { settings } from '../resources/settings';
import { publicScope } from '../resources/scope';
import { defaultPhoneCountry, pagePhoneCountry } from '../../src/phoneCountry';
import { cachedCountryLookup } from '../render/geo';
import type { CountryData, LayoutData, Settings } from '../../src/site-contract';
import { decoderOf, siteLanguage } from './queries';
import { storedMortgageLtvCaps } from '../../src/schemas/mortgage-caps';
// Investor math (issue 26)
import { storedGoldenVisaRules } from '../../src/schemas/golden-visa';
import { menuOrder } from '../../src/currency';
// The HTTP cache (issue 32): what each answer shows, for shared caches' purges.
import { SITE_TAG } from '../http-cache/tags';

const decodeSettings = decoderOf<Settings>(settings);

/** What every page's header and footer show, and the visitor's country for the phone input. */
export default async function layoutRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/site/layout', async (request, reply) => {
    reply.cacheTags([SITE_TAG]);
    const lang = siteLanguage(request.query);
    const row = await db.selectFrom(settings.table).selectAll().where(publicScope(settings)).orderBy('id').executeTakeFirst();
    const s = row ? decodeSettings(lang)(row) : null;
    // The calculator trusts these caps: complete and in bounds even if the row was edited by hand.
    if (s) s.mortgage_ltv_caps = storedMortgageLtvCaps(s.mortgage_ltv_caps);
    if (s) s.golden_visa_rules = storedGoldenVisaRules(s.golden_visa_rules);
    // Investor math (issue 26): the currencies of the menu with their rates; the page converts with them.
    const rates = await db.selectFrom('currency_rates').select(['code', 'name', 'aed_per_unit', 'rate_date']).execute();
    return {
      productName: s?.product_name || app.config.productName,
      publicUrl: app.config.publicUrl,
      settings: s,
      // The phone fields' first country follows the page's language (issue 39 item 6, src/phoneCountry.ts).
      country: pagePhoneCountry(lang, defaultPhoneCountry(row?.phone_default_country)),
      currencies: menuOrder(rates.map((r) => ({ ...r, aed_per_unit: Number(r.aed_per_unit) }))),
    } satisfies LayoutData;
  });

  // Per visitor, so outside the cached HTML: the enquiry form asks when it loads.
  const countryOf = cachedCountryLookup(app.config.geoLookupUrl);
  app.get('/api/site/country', async (request, reply) => {
    reply.header('Cache-Control', 'private, max-age=3600');
    const lang = siteLanguage(request.query);
    const row = await db.selectFrom(settings.table).select('phone_default_country').orderBy('id').executeTakeFirst();
    const fallback = defaultPhoneCountry(row?.phone_default_country);
    // A Russian, Arabic or Chinese page keeps its language's country; only English asks where the visitor is.
    const located = lang === 'en' ? await countryOf(request.ip, request.log, fallback) : null;
    return { country: pagePhoneCountry(lang, fallback, located) } satisfies CountryData;
  });
}
