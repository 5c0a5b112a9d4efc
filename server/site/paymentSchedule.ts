import type { FastifyInstance, FastifyRequest } from 'fastify';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { fromDefinition } from '../resources/defined';
import { publicScope } from '../resources/scope';
import { keyMatch, previewRow } from '../resources/preview-grant';
import { HttpError } from '../errors';
import { decoderOf, notFound, siteLanguage, slugParam } from './queries';
import { projectPageTags } from '../http-cache/tags';
import type { Project, ScheduleData } from '../../src/site-contract';
import { isCalendarDay, isStructuredPlan, paymentSchedule } from '../../src/paymentPlan/schedule';
import { paymentLabel } from '../../src/paymentPlan/texts';
import { PLAN_WORDS } from '../../src/paymentPlan/words/all';
import { projectTiming } from '../../src/paymentPlan/project';

const projects = fromDefinition(projectsDefinition);

const decodeProject = decoderOf<Project>(projects);
const MAX_PRICE_AED = 2_000_000_000;

const bad = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** `price`: whole dirhams, 1 to 2 billion. */
function priceOf(raw: unknown): number {
  if (raw === undefined || raw === '') throw bad('price', 'price is required: the unit price in whole AED, e.g. price=1500000');
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PRICE_AED) throw bad('price', `price must be a whole number of AED from 1 to ${MAX_PRICE_AED}`);
  return n;
}

/** `booked`: the booking day, YYYY-MM-DD, 2000 to 2100. */
function bookedOf(raw: unknown): string {
  if (raw === undefined || raw === '') throw bad('booked', 'booked is required: the booking date as YYYY-MM-DD, e.g. booked=2026-12-15');
  if (!isCalendarDay(raw) || raw < '2000-01-01' || raw > '2100-12-31') throw bad('booked', 'booked must be a date such as 2026-12-15 (YYYY-MM-DD, years 2000 to 2100)');
  return raw;
}

/**
 * GET /api/site/projects/<slug>/schedule?price=<AED>&booked=<YYYY-MM-DD>&lang= (issue 39 item 3): the dated payments
 * of a project's payment plan for a price and a booking day, labelled in the page's language. Public and cached like
 * the project page (its record tags: a change of the plan purges it).
 */
export default async function paymentScheduleRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  app.get('/api/site/projects/:slug/schedule', async (request: FastifyRequest<{ Params: { slug: string }; Querystring: Record<string, unknown> }>, reply) => {
    const query = request.query ?? {};
    const lang = siteLanguage(query);
    const price = priceOf(query.price);
    const booked = bookedOf(query.booked);
    const row = previewRow(projects, await db.selectFrom(projects.table).selectAll().where(keyMatch(projects, 'slug', slugParam(request.params.slug))).where(publicScope(projects)).executeTakeFirst());
    if (!row) throw notFound('Project');
    reply.cacheTags(projectPageTags(row));
    const project = decodeProject(lang)(row);
    const plan = project.payment_plan;
    if (!isStructuredPlan(plan)) throw new HttpError(404, 'This project has no dated payment plan yet');
    const payments = paymentSchedule(plan, price, booked, projectTiming(project)).map((p) => ({
      date: p.date,
      label: paymentLabel(plan, p, lang, PLAN_WORDS[lang]),
      percent: p.percent,
      amount_aed: p.amount_aed,
      estimated: p.estimated,
    }));
    return { payments } satisfies ScheduleData;
  });
}
