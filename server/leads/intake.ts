import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Selectable } from 'kysely';
import type { Database } from '../db/types';
import type { SettingsTable } from '../resources/settings';
import type { Db } from '../db/connect';
import { nowIso } from '../lib/clock';
import { publicScope } from '../resources/scope';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { fromDefinition } from '../resources/defined';
import { nextAvailable, pageLanguage, parseRoutingRules, routeByRules, unavailableBecause, type RoutingPerson } from '../routing/route';
import type { Language } from '../../src/i18n/languages';
import { initialScore } from '../score/score';
import { scoreRules } from '../../src/leadScore';
import { takeUnsolicitedMail } from '../mail-cap/cap';
import { addressList, enqueue, deliveryKey, leadSnapshot, type Delivery } from '../outbox/queue';
import { filledFrom } from './fill';
import { recordLeadEvent } from '../timeline/record';
import { LANGUAGES } from '../../src/i18n/languages';
import { sql } from 'kysely';
import { LEAD_RESOURCE, salesEmail, visitorAcknowledgement, webhookBody, type LeadSnapshot, type LeadType } from '../outbox/messages';

const projects = fromDefinition(projectsDefinition);

type Trx = Transaction<Database>;
const TABLE = { enquiry: 'enquiries', mortgage_enquiry: 'mortgage_enquiries' } as const;

type Staff = { id: number; name: string; email: string };
type Rule = { project_id?: number | null; area_id?: number | null; assignee_id: number };
type Settings = Selectable<SettingsTable>;
type Project = { id: number; title: string; area_id: number | null };

/**
 * Who gets a new lead, and why (issue 28, routing v2): the first routing rule that matches (page language, budget
 * band, project, area) picks among its available people (server/routing/route.ts), nobody available -> the fallback
 * owner; no rule matching -> the salesperson of a project (or area) rule when available; otherwise round-robin among
 * the available sales staff, the next after whoever got the last lead (settings.last_assignee_id). The sentence of
 * the decision is written on the lead.
 */
async function nextAssignee(trx: Trx, settings: Settings | undefined, project: Project | null, facts: { lang: Language; budgetAed: number | null }): Promise<{ assignee: Staff | null; note: string }> {
  const now = Date.now();
  const staff: RoutingPerson[] = (await trx.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'role', 'availability']).where('active', '=', 1).orderBy('id').execute()).map((u) => ({
    id: u.id,
    role: u.role,
    name: `${u.first_name} ${u.last_name}`.trim(),
    email: u.email,
    availability: u.availability,
  }));
  const person = (id: number) => staff.find((u) => u.id === id);
  const pick = (u: RoutingPerson): Staff => ({ id: u.id, name: u.name, email: u.email });
  const remember = async (u: RoutingPerson) => {
    if (settings) await trx.updateTable('settings').set({ last_assignee_id: u.id }).where('id', '=', settings.id).execute();
  };
  const fallback = settings?.lead_fallback_owner_id ? (person(settings.lead_fallback_owner_id) ?? null) : null;
  const v2 = routeByRules(parseRoutingRules(settings?.lead_routing_rules), { ...facts, projectId: project?.id ?? null, areaId: project?.area_id ?? null }, staff, {
    now,
    lastId: settings?.last_assignee_id ?? null,
    fallbackId: fallback?.id ?? null,
  });
  if (v2) {
    if (v2.assignee && v2.assignee.id !== fallback?.id) await remember(v2.assignee);
    return { assignee: v2.assignee ? pick(v2.assignee) : null, note: v2.note };
  }
  let skippedRule = '';
  if (project) {
    const rules = parseRules(settings?.lead_routing);
    const rule = rules.find((r) => r.project_id === project.id && person(r.assignee_id)) ?? (project.area_id != null ? rules.find((r) => r.area_id === project.area_id && person(r.assignee_id)) : undefined);
    if (rule) {
      const who = person(rule.assignee_id)!;
      const reason = unavailableBecause(who, now);
      const head = rule.project_id != null ? `Project '${project.title}'` : `Area of '${project.title}'`;
      if (!reason) return { assignee: pick(who), note: `${head} -> ${who.name}` };
      skippedRule = `${head} -> ${who.name} ${reason}; `;
    }
  }
  const sales = staff.filter((u) => u.role === 'sales');
  const { pick: next, skipped } = nextAvailable(sales, now, settings?.last_assignee_id ?? 0);
  if (next) {
    await remember(next);
    return { assignee: pick(next), note: `${skippedRule}Round-robin -> ${next.name}${skipped}` };
  }
  if (fallback) return { assignee: pick(fallback), note: `${skippedRule}Round-robin -> nobody available${skipped} -> fallback owner ${fallback.name}` };
  return { assignee: null, note: `${skippedRule}Unassigned: no sales staff available${skipped}` };
}

function parseRules(json: string | null | undefined): Rule[] {
  try {
    const rules = JSON.parse(json ?? '[]');
    return Array.isArray(rules) ? rules.filter((r) => r && typeof r.assignee_id === 'number') : [];
  } catch {
    return [];
  }
}

/** The earliest lead of the same kind from the same e-mail or phone: a repeat is linked to it, never dropped. */
async function earlierLead(trx: Trx, type: LeadType, email: string, phone: string): Promise<number | null> {
  const row = await trx
    .selectFrom(TABLE[type])
    .select('id')
    // A WhatsApp lead has no e-mail (issue 29): an empty one matches nothing.
    .where((eb) => eb.or([...(email ? [eb('email', '=', email)] : []), eb('phone', '=', phone)]))
    // A lead merged into another is a pointer (issue 28 item 4): a repeat links to a lead that is worked. The unary +
    // keeps SQLite off enquiries_merged_idx: "is null" matches nearly every lead, and walking that index instead of
    // the e-mail and phone ones read the whole table on every enquiry (0.3 ms at 2,700 leads, growing with the table).
    .where(sql`+merged_into_id`, 'is', null)
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Stages after which a lead is closed: a new touch from the same person starts a new lead. */
const CLOSED_STAGES = ['won', 'lost'];

/** The visitor's language: the one the form sent (a booking's), else the page's path prefix (issue 40 item 1). */
export function leadLanguage(values: Record<string, unknown>): Language {
  const given = values.language;
  return typeof given === 'string' && (LANGUAGES as readonly string[]).includes(given) ? (given as Language) : pageLanguage(values.source_path as string | null);
}

/** The open lead of this e-mail (any case), not merged into another and not won or lost; the latest if several. */
export async function openLeadOf(trx: Trx, email: string): Promise<Record<string, any> | undefined> {
  if (!email.trim()) return undefined;
  return (await (trx as Kysely<any>)
    .selectFrom('enquiries')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .where('merged_into_id', 'is', null)
    .where('status', 'not in', CLOSED_STAGES)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()) as Record<string, any> | undefined;
}

/** What the timeline says a form touch was. */
const TOUCH: Record<string, string> = { enquiry: 'Enquiry', brochure: 'Brochure request', shortlist: 'Shortlist sent', booking: 'Booking', typed: 'Lead typed by staff', whatsapp: 'WhatsApp' };

/**
 * One lead per person (issue 40 item 1): a touch from the e-mail of an open lead joins it. The lead takes the touch's
 * values where its own are empty (budget, timeline, language, project, campaign...), the touch is a timeline entry
 * naming what it brought, and the assignee is told by e-mail. Returns the lead's id.
 */
async function joinOpenLead(trx: Trx, config: Config, settings: Settings | undefined, lead: Record<string, any>, values: Record<string, unknown>, touch: string): Promise<number> {
  const now = nowIso();
  const incoming = { ...values, language: leadLanguage(values) };
  const set = filledFrom(lead, incoming);
  if (Object.keys(set).length) await (trx as Kysely<any>).updateTable('enquiries').set({ ...set, updated_at: now }).where('id', '=', lead.id).execute();
  const eventId = await recordLeadEvent(trx, {
    leadId: lead.id, kind: 'enquiry', at: now,
    summary: `${TOUCH[touch] ?? 'Enquiry'} from ${String(values.email ?? lead.email)}${Object.keys(set).length ? `; filled: ${Object.keys(set).join(', ')}` : ''}`,
    details: { touch, name: values.name ?? null, phone: values.phone ?? null, budget: values.budget ?? null, investment_timeline: values.investment_timeline ?? null, message: values.message ?? null, project_id: values.project_id ?? null, source_path: values.source_path ?? null, filled: set },
  });
  const snapshot = await leadSnapshot(trx, 'enquiry', lead.id);
  const to = addressList([settings?.lead_notify_to, snapshot?.assignee?.email].filter(Boolean).join(','));
  const productName = settings?.product_name || config.productName;
  if (snapshot && to.length) await enqueue(trx, snapshot, [{ channel: 'email', purpose: `touch-${eventId}`, payload: salesEmail(snapshot, { to, productName, publicUrl: config.publicUrl }) }]);
  return lead.id;
}

/**
 * Stores a new lead and, in the same transaction, the deliveries it triggers (the outbox): the sales e-mail,
 * the visitor's acknowledgement when that setting is on, the CRM webhook. Either all of it is stored or none.
 * Returns the lead's id; the caller wakes the outbox worker after the commit.
 */
export async function recordLead(db: Db, config: Config, type: LeadType, values: Record<string, unknown>): Promise<number> {
  return db.kysely.transaction().execute((trx) => recordLeadIn(trx, db.dialect, config, type, values));
}

/** acknowledge: false when the form sends the visitor its own e-mail instead (a shortlist, a booking's invitation). */
export type LeadIntakeOptions = {
  acknowledge?: boolean;
  /** What the touch is, for the timeline (enquiry, brochure, shortlist, booking, typed, whatsapp); default enquiry. */
  touch?: string;
  /** false: always a new lead (the caller has already looked for the person's lead). */
  join?: boolean;
};

/** recordLead inside a transaction the caller holds (issue 29: a booking and its lead are stored together or not at all). */
export async function recordLeadIn(trx: Trx, dialect: Db['dialect'], config: Config, type: LeadType, values: Record<string, unknown>, opts: LeadIntakeOptions = {}): Promise<number> {
  {
    const now = nowIso();
    const email = String(values.email);
    const phone = String(values.phone);
    // The settings row once: routing, the round-robin pointer (locked on PostgreSQL, so two instances never
    // pick from the same pointer), who is notified and how.
    const settings = await trx.selectFrom('settings').selectAll().orderBy('id').limit(1).$if(dialect === 'postgres', (q) => q.forUpdate()).executeTakeFirst();
    // The project the visitor came from, if visitors may see it (the one public scope): an unknown, unpublished
    // or scheduled project's id is dropped, so nothing the visitor is sent (the acknowledgement) names it.
    const projectId = type === 'enquiry' ? ((values.project_id as number | null | undefined) ?? null) : null;
    const project =
      projectId != null
        ? ((await trx.selectFrom('projects').select(['id', 'title', 'area_id']).where('id', '=', projectId).where(publicScope(projects)).executeTakeFirst()) ?? null)
        : null;
    const lead = type === 'enquiry' ? { ...values, project_id: project?.id ?? null, language: leadLanguage(values) } : values;
    // One lead per person (issue 40 item 1): the open lead of this e-mail takes the touch.
    if (type === 'enquiry' && opts.join !== false) {
      const open = await openLeadOf(trx, email);
      if (open) return joinOpenLead(trx, config, settings, open, lead, opts.touch ?? 'enquiry');
    }
    const duplicateOf = await earlierLead(trx, type, email, phone);
    const budget = type === 'enquiry' ? String(values.budget ?? '') : String(values.property_price_aed ?? '');
    const routed = await nextAssignee(trx, settings, project, { lang: leadLanguage(values), budgetAed: /^\d{1,15}$/.test(budget) ? Number(budget) : null });
    const assignee = routed.assignee;
    const row = await (trx as Kysely<any>)
      .insertInto(TABLE[type])
      // Its first score from what it said (issue 28); activity adds to it when the browser's record joins.
      .values({ ...lead, status: 'new', assignee_id: assignee?.id ?? null, notes: null, duplicate_of_id: duplicateOf, routing_note: routed.note.slice(0, 1000), ...initialScore(scoreRules(settings?.lead_score_rules), type, lead, now), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = row.id as number;
    if (type === 'enquiry')
      await recordLeadEvent(trx, { leadId: id, kind: 'enquiry', at: now, summary: `${TOUCH[opts.touch ?? 'enquiry'] ?? 'Enquiry'} received${project ? ` (${project.title})` : ''}`, details: { touch: opts.touch ?? 'enquiry', budget: lead.budget ?? null, investment_timeline: lead.investment_timeline ?? null, message: lead.message ?? null, source_path: lead.source_path ?? null } });
    if (assignee) {
      await trx
        .insertInto('audit_logs')
        .values({ user_id: null, action: 'auto-assign', resource: LEAD_RESOURCE[type], record_id: String(id), changes: JSON.stringify({ assignee_id: assignee.id, routing: routed.note }), ip: null, created_at: now })
        .execute();
    }
    const snapshot = { ...lead, type, id, email, phone, created_at: now, duplicate_of_id: duplicateOf, assignee, project_title: project?.title ?? null } as LeadSnapshot;
    // The acknowledgement goes to an address the visitor typed: one of its unsolicited e-mails of the day (issue 37).
    const acknowledge = opts.acknowledge !== false && !!config.smtpUrl && !!settings?.lead_acknowledge && !!email && (await takeUnsolicitedMail(trx, email));
    await enqueue(trx, snapshot, deliveriesFor(config, settings, snapshot, acknowledge));
    return id;
  }
}

/** What a new lead triggers: the sales e-mail (team and assignee), the visitor's acknowledgement if on, the webhook. */
function deliveriesFor(config: Config, settings: Settings | undefined, lead: LeadSnapshot, acknowledge: boolean): Delivery[] {
  const productName = settings?.product_name || config.productName;
  const deliveries: Delivery[] = [];
  // With or without a mail server: without one the outbox keeps the e-mails for the mailbox (issue 37 item 20).
  {
    const to = addressList([settings?.lead_notify_to, lead.assignee?.email].filter(Boolean).join(','));
    if (to.length) deliveries.push({ channel: 'email', purpose: 'sales', payload: salesEmail(lead, { to, productName, publicUrl: config.publicUrl }) });
    if (acknowledge && settings) // a WhatsApp lead has no address to acknowledge to (issue 29)
      deliveries.push({ channel: 'email', purpose: 'visitor', payload: visitorAcknowledgement(lead, { productName, phone: settings.phone_primary, email: settings.email_primary }) });
  }
  if (config.webhookUrl) deliveries.push({ channel: 'webhook', purpose: 'webhook', payload: webhookBody(lead, deliveryKey(lead, 'webhook')) });
  return deliveries;
}
