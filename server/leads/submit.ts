import type { FastifyInstance } from 'fastify';
import { enquirySchema, enquirySourceSchema } from '../../src/schemas/enquiry';
import { mortgageEnquirySchema } from '../../src/schemas/leads';
import { calculateMortgage, mortgageRulesWith, type Residency } from '../../src/mortgage';
import { storedMortgageLtvCaps } from '../../src/schemas/mortgage-caps';
import { validated, validationFailed } from '../errors';
import { PUBLIC_FORM_BODY_LIMIT } from '../lib/limits';
import { recordLead } from './intake';
import { settings } from '../resources/settings';
import { joinLeadToVisitor, visitSourceOf } from '../activity/visitors';
// Investor math (issue 26)
import { enquiryScenarioSchema } from '../../src/schemas/investment';
import { storedScenario } from '../../src/investment';
import { enquiryGoldenVisaSchema, storedGoldenVisaRules } from '../../src/schemas/golden-visa';
import { checkGoldenVisa, type VisaProperty } from '../../src/golden-visa';
import { rescoreLead } from '../score/score';

export const ENQUIRY_THANKS = 'Thank you! Our investment team will contact you shortly.';
export const MORTGAGE_THANKS = 'Thank you! A mortgage adviser will contact you shortly with options for your purchase.';

/** Investor math (issue 26): the visitor's Golden Visa check as the rules staff set now decide it. */
async function visaOnLead(app: FastifyInstance, properties: VisaProperty[]) {
  const stored = await app.db.kysely.selectFrom(settings.table).select('golden_visa_rules').orderBy('id').executeTakeFirst();
  return { properties, result: checkGoldenVisa(properties, storedGoldenVisaRules(stored?.golden_visa_rules)) };
}

/** The enquiry forms' calls of spec §7 (sendEnquiry, sendMortgageEnquiry), with their exact shapes. */
export default async function leadSubmitRoutes(app: FastifyInstance) {
  const limit = app.config.enquiryRateLimit;
  const enquiryRate = limit > 0 ? { rateLimit: { max: limit, timeWindow: 60_000 } } : undefined;
  const publicForm = { bodyLimit: PUBLIC_FORM_BODY_LIMIT, ...(enquiryRate ? { config: enquiryRate } : {}) };

  app.post('/api/sendEnquiry', publicForm, async (request) => {
    const body = request.body;
    const form = await validated(enquirySchema, body);
    // The campaign and referrer are stored only with marketing consent and without Global Privacy Control (issue 37).
    const source = visitSourceOf(request, await validated(enquirySourceSchema, body));
    const { investment_scenario: scenario } = await validated(enquiryScenarioSchema, body);
    const { golden_visa: visa } = await validated(enquiryGoldenVisaSchema, body);
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
      message: form.message || null,
      source_path: source.source_path,
      project_id: source.project_id,
      utm_source: source.utm_source,
      utm_medium: source.utm_medium,
      utm_campaign: source.utm_campaign,
      referrer: source.referrer,
      investment_scenario: scenario ? JSON.stringify(storedScenario(scenario)) : null,
      golden_visa: visa ? JSON.stringify(await visaOnLead(app, visa.properties as VisaProperty[])) : null,
    });
    // With analytics consent, the browser's activity joins the lead (issue 24/28).
    await joinLeadToVisitor(app.db, request, 'enquiry', id);
    // Its earlier activity counts in its score at once (issue 28); a lead that arrives hot is announced.
    await rescoreLead(app.db.kysely, app.config, 'enquiry', id);
    request.log.info({ enquiryId: id }, 'new enquiry');
    app.outbox.wake();
    return { error: false, message: ENQUIRY_THANKS };
  });

  app.post('/api/sendMortgageEnquiry', publicForm, async (request) => {
    const body = request.body;
    const form = await validated(mortgageEnquirySchema, body);
    const source = await validated(enquirySourceSchema, body);
    if (source.website) return { error: false, message: MORTGAGE_THANKS };
    // The caps staff set, read per enquiry so a change applies at once on every instance.
    const stored = await app.db.kysely.selectFrom(settings.table).select('mortgage_ltv_caps').orderBy('id').executeTakeFirst();
    const rules = mortgageRulesWith(stored ? storedMortgageLtvCaps(stored.mortgage_ltv_caps) : null);
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
    const mortgageId = await recordLead(app.db, app.config, 'mortgage_enquiry', {
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
    await joinLeadToVisitor(app.db, request, 'mortgage_enquiry', mortgageId);
    await rescoreLead(app.db.kysely, app.config, 'mortgage_enquiry', mortgageId);
    app.outbox.wake();
    return { error: false, message: MORTGAGE_THANKS, data: { monthly_payment_aed: result.monthlyPaymentAed, loan_amount_aed: result.loanAed } };
  });
}
