import type { FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { enquirySchema, enquirySourceSchema } from '../../src/schemas/enquiry';
import { mortgageEnquirySchema } from '../../src/schemas/leads';
import { calculateMortgage, mortgageRulesWith, type Residency } from '../../src/mortgage';
import { storedMortgageLtvCaps } from '../../src/schemas/mortgage-caps';
import { fieldErrors, HttpError, validationFailed } from '../errors';
import { recordLead } from '../leads/intake';
import { permissionsFor } from '../auth/roles';

/** Public forms are a few hundred bytes; a larger body is refused before it is parsed (413). */
export const PUBLIC_FORM_BODY_LIMIT = 16 * 1024;

export const ENQUIRY_THANKS = 'Thank you! Our investment team will contact you shortly.';
export const MORTGAGE_THANKS = 'Thank you! A mortgage adviser will contact you shortly with options for your purchase.';

async function validated<T>(schema: { validate(v: unknown, o: object): Promise<T> }, input: unknown): Promise<T> {
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) throw validationFailed(fieldErrors(err));
    throw err;
  }
}

function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The calls named in the specification (§7), with their exact shapes. */
export default async function specCalls(app: FastifyInstance) {
  const db = app.db.kysely;
  const limit = app.config.enquiryRateLimit;
  const enquiryRate = limit > 0 ? { rateLimit: { max: limit, timeWindow: 60_000 } } : undefined;
  const publicForm = { bodyLimit: PUBLIC_FORM_BODY_LIMIT, ...(enquiryRate ? { config: enquiryRate } : {}) };

  app.post('/api/sendEnquiry', publicForm, async (request) => {
    const body = objectBody(request.body);
    const form = await validated(enquirySchema, body);
    const source = await validated(enquirySourceSchema, body);
    // The honeypot is invisible to people: a filled one is a bot, answered as if all went well.
    if (source.website) {
      request.log.info('enquiry honeypot filled; dropped');
      return { error: false, message: ENQUIRY_THANKS };
    }
    const id = await recordLead(app.db, app.config, 'enquiry', {
      name: form.name,
      email: form.email.toLowerCase(),
      phone: form.phone,
      budget: form.budget,
      investment_timeline: form.investmentTimeline,
      source_path: source.source_path,
      project_id: source.project_id,
      utm_source: source.utm_source,
      utm_medium: source.utm_medium,
      utm_campaign: source.utm_campaign,
      referrer: source.referrer,
    });
    request.log.info({ enquiryId: id }, 'new enquiry');
    app.outbox.wake();
    return { error: false, message: ENQUIRY_THANKS };
  });

  app.post('/api/sendMortgageEnquiry', publicForm, async (request) => {
    const body = objectBody(request.body);
    const form = await validated(mortgageEnquirySchema, body);
    const source = await validated(enquirySourceSchema, body);
    if (source.website) return { error: false, message: MORTGAGE_THANKS };
    // The caps staff set, read per enquiry so a change applies at once on every instance.
    const settings = await db.selectFrom('settings').select('mortgage_ltv_caps').orderBy('id').executeTakeFirst();
    const rules = mortgageRulesWith(settings ? storedMortgageLtvCaps(settings.mortgage_ltv_caps) : null);
    const result = calculateMortgage({
      propertyPriceAed: form.property_price_aed,
      downPaymentAed: form.down_payment_aed,
      interestRatePct: form.interest_rate_pct,
      tenureYears: form.tenure_years,
      residency: form.residency as Residency,
      firstHome: form.first_home,
      offPlan: form.off_plan,
    }, rules);
    const field = { downPaymentAed: 'down_payment_aed', tenureYears: 'tenure_years' } as Record<string, string>;
    if (result.problems.length) throw validationFailed(Object.fromEntries(result.problems.map((p) => [field[p.field] ?? p.field, p.message])));
    await recordLead(app.db, app.config, 'mortgage_enquiry', {
      name: form.name,
      email: form.email.toLowerCase(),
      phone: form.phone,
      property_price_aed: form.property_price_aed,
      down_payment_aed: form.down_payment_aed,
      loan_amount_aed: result.loanAed,
      tenure_years: form.tenure_years,
      interest_rate_pct: form.interest_rate_pct,
      residency: form.residency,
      first_home: form.first_home ? 1 : 0,
      off_plan: form.off_plan ? 1 : 0,
      monthly_payment_aed: result.monthlyPaymentAed,
      message: form.message,
      source_path: source.source_path,
    });
    app.outbox.wake();
    return { error: false, message: MORTGAGE_THANKS, data: { monthly_payment_aed: result.monthlyPaymentAed, loan_amount_aed: result.loanAed } };
  });

  app.post('/api/getPageSeo', { bodyLimit: PUBLIC_FORM_BODY_LIMIT }, async (request, reply) => {
    const body = objectBody(request.body);
    const name = body.page_name;
    if (typeof name !== 'string' || !name.trim()) throw validationFailed({ page_name: 'page_name is required' });
    const page = await db.selectFrom('pages').select(['title', 'description']).where('page_name', '=', name.trim().slice(0, 60)).executeTakeFirst();
    if (!page) return reply.status(404).send({ error: true, message: `No page named "${name.slice(0, 60)}"`, data: null });
    return { error: false, data: { title: page.title, description: page.description ?? '' } };
  });

  const seoLookup = <T extends 'projects' | 'areas' | 'developers'>(table: T, nameColumn: 'title' | 'name', nameKey: string, label: string) =>
    async (request: { params: { slug: string } }, reply: any) => {
      const slug = String(request.params.slug).slice(0, 200);
      const row = (await (db as any)
        .selectFrom(table)
        .select(['seo_title', 'seo_description', `${nameColumn} as main`])
        .where('slug', '=', slug)
        .where('published', '=', 1)
        .executeTakeFirst()) as { seo_title: string | null; seo_description: string | null; main: string } | undefined;
      if (!row) return reply.status(404).send({ error: true, message: `${label} not found`, data: null });
      return { error: false, data: { seo_title: row.seo_title ?? '', [nameKey]: row.main, seo_description: row.seo_description ?? '' } };
    };
  app.get<{ Params: { slug: string } }>('/api/:slug/getProjectSeoData', seoLookup('projects', 'title', 'main_title', 'Project'));
  app.get<{ Params: { slug: string } }>('/api/:slug/getAreaSeoData', seoLookup('areas', 'name', 'area_name', 'Area'));
  app.get<{ Params: { slug: string } }>('/api/:slug/getDeveloperSeoData', seoLookup('developers', 'name', 'developer_name', 'Developer'));

  app.get('/api/get-permissions', async (request) => {
    if (!request.staff) throw new HttpError(401, 'Please sign in to continue');
    return { error: false, data: permissionsFor(request.staff.role) };
  });
}
