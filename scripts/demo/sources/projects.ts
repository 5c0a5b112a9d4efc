import { fmt, image, pdf, rng, roundAed, shortAed, slugify, vary, type Media, type Scene } from '../lib';
import { AREA_SEEDS, locationId } from './areas';
import { DEVELOPER_SEEDS } from './developers';
import { PROJECT_SEEDS, type PlanKey, type ProjectSeed } from './project-seeds';
import type { PlanMilestoneRule } from '../../../src/paymentPlan/schedule';
import { milestoneName } from '../../../src/paymentPlan/texts';

type Milestone = PlanMilestoneRule;

const BOOKING: Milestone['due'] = { at: 'booking' };
/** The one demo milestone with words of its own (translated in plan-translations.ts). */
export const BALANCE_ON_TRANSFER = 'Balance on title transfer';

/** Instalments at construction stages; their dates are read from the project's progress and handover. */
function construction(stages: number[], each: number): Milestone[] {
  return stages.map((pct) => ({ percent: each, due: { at: 'construction', construction_pct: pct } }));
}

/**
 * Structured payment plans (issue 39 item 3) as Dubai developers publish them; each adds up to 100%. Milestones carry
 * no label of their own: the site names them from their rule in every language. The 4% DLD fee is due on booking
 * (the calculator adds it).
 */
export function paymentPlan(key: PlanKey): { label: string; milestones: Milestone[] } {
  const handover = (percent: number): Milestone => ({ percent, due: { at: 'handover' } });
  const down = (percent: number): Milestone => ({ percent, due: BOOKING });
  switch (key) {
    case '60/40':
      return { label: '60/40', milestones: [down(20), ...construction([20, 40, 60, 80], 10), handover(40)] };
    case '80/20':
      return { label: '80/20', milestones: [down(20), ...construction([10, 20, 35, 50, 65, 80], 10), handover(20)] };
    case '70/30':
      return { label: '70/30', milestones: [down(20), ...construction([20, 40, 55, 70, 85], 10), handover(30)] };
    case '50/50':
      return { label: '50/50', milestones: [down(20), ...construction([30, 60, 90], 10), handover(50)] };
    case '1% monthly':
      return { label: '1% monthly', milestones: [down(20), { percent: 40, due: { at: 'monthly', every_months: 1, count: 40, start_months_after_booking: 1 } }, handover(40)] };
    case 'Post-handover 40/60':
      return { label: 'Post-handover 40/60', milestones: [down(10), ...construction([25, 50, 75], 10), { percent: 60, due: { at: 'after_handover', every_months: 6, count: 6 } }] };
    case 'Post-handover 50/50':
      return { label: 'Post-handover 50/50', milestones: [down(10), ...construction([20, 40, 60, 80], 10), { percent: 50, due: { at: 'after_handover', every_months: 6, count: 5 } }] };
    case 'ready':
      // A ready building is handed over already: the balance is due at the DLD trustee office on title transfer.
      return { label: 'Ready: 10/90', milestones: [down(10), { label: BALANCE_ON_TRANSFER, percent: 90, due: { at: 'handover' } }] };
  }
}

const PLAN_SENTENCE: Record<PlanKey, string> = {
  '60/40': 'Buyers pay 20% on booking, 40% in four instalments during construction and the remaining 40% on handover.',
  '80/20': 'The 80/20 plan spreads 80% of the price over the construction period, leaving 20% for handover.',
  '70/30': 'A 20% down payment is followed by five construction-linked instalments of 10%, with 30% due on handover.',
  '50/50': 'Half of the price is paid before completion and half on handover, which suits buyers planning a mortgage for the balance.',
  '1% monthly': 'After a 20% down payment, buyers pay 1% of the price every month for 40 months and 40% on handover.',
  'Post-handover 40/60': 'Only 40% is paid before handover; the remaining 60% is spread over three years after the keys are handed over, so rent can fund much of it.',
  'Post-handover 50/50': 'Half of the price is paid during construction and half in five instalments over 30 months after handover.',
  ready: 'The building is complete: buyers reserve with 10% and pay the balance, in cash or with a mortgage, when the title is transferred.',
};

function projectScenes(p: ProjectSeed, seedName: string): Scene[] {
  const palette = vary(AREA_SEEDS[p.area - 1].palette, seedName);
  const water = ['coast', 'creek', 'lake', 'palm'].includes(AREA_SEEDS[p.area - 1].water);
  const exterior: Scene = p.look === 'villas' ? { type: 'villas', palette, seed: seedName } : { type: 'skyline', palette, seed: seedName, water, hero: p.look };
  return [
    exterior,
    { type: 'interior', palette, seed: `${seedName}-interior` },
    { type: 'pool', palette, seed: `${seedName}-pool` },
    { type: 'aerial', palette, seed: `${seedName}-aerial`, water: AREA_SEEDS[p.area - 1].water },
  ];
}

/** A 10-digit Trakheesi-style advertising permit number, stable per project. */
export function permitNumber(id: number): string {
  const r = rng(`permit-${id}`);
  return String(6_000_000_000 + Math.floor(r() * 999_999_999) + id);
}

const ESCROW_BANKS = ['Emirates NBD', 'Dubai Islamic Bank', 'Mashreq', 'First Abu Dhabi Bank', 'Abu Dhabi Commercial Bank', 'Commercial Bank of Dubai'];

/**
 * Advert compliance (issue 30 item 3), stable per project: the permit valid well into the future (mid-2027 to
 * mid-2028), a 4-digit DLD project number, an escrow account at a UAE bank for projects sold off-plan, and the
 * inspected construction progress (a ready project is complete).
 */
export function complianceFacts(id: number, status: string, handover: [number, number]) {
  const r = rng(`compliance-${id}`);
  const expiry = new Date(Date.UTC(2027, 6, 1) + Math.floor(r() * 330) * 86_400_000).toISOString().slice(0, 10);
  const offPlan = status !== 'ready';
  const pct = status === 'ready' ? 100 : status === 'under_construction' ? 35 + Math.floor(r() * 55) : Math.floor(r() * 18);
  return {
    permit_expires_on: expiry,
    permit_qr_url: null,
    dld_project_number: String(2800 + ((id * 137) % 900)),
    escrow_bank: offPlan ? ESCROW_BANKS[Math.floor(r() * ESCROW_BANKS.length)] : null,
    escrow_account: offPlan ? String(10_000_000_000 + Math.floor(r() * 89_999_999_999)) : null,
    construction_completion_pct: pct,
    construction_completion_on: status === 'ready' ? `${handover[0]}-${String(handover[1] * 3).padStart(2, '0')}-28` : `2026-${String(9 + (id % 3)).padStart(2, '0')}-${String(5 + (id % 20)).padStart(2, '0')}`,
  };
}

export function buildProjects() {
  return PROJECT_SEEDS.map((p) => {
    const slug = slugify(p.title);
    const area = AREA_SEEDS[p.area - 1];
    const dev = DEVELOPER_SEEDS[p.developer - 1];
    const r = rng(slug);
    const handover = `Q${p.handover[1]} ${p.handover[0]}`;
    const unitTypes = p.units.map(([name, bedrooms, from, to, available, premium = 1]) => ({
      name,
      bedrooms,
      size_sqft_from: from,
      size_sqft_to: to,
      price_from_aed: roundAed(from * p.ppsf * premium),
      available: p.draft ? 0 : available,
    }));
    const startingPrice = Math.min(...unitTypes.map((u) => u.price_from_aed));
    const smallest = unitTypes.find((u) => u.price_from_aed === startingPrice)!;
    const pricePerSqft = Math.round(startingPrice / smallest.size_sqft_from);
    const unitsAvailable = unitTypes.reduce((s, u) => s + u.available, 0);
    const plan = paymentPlan(p.plan);
    const scenes = projectScenes(p, slug);
    const titles = [`${p.title}: exterior`, `${p.title}: living room`, `${p.title}: pool deck`, `${p.title}: site plan`];
    const galleryCount = p.featured ? 4 : 3;
    const gallery: Media[] = scenes.slice(0, galleryCount).map((scene, i) => image(`project-${slug}-${i + 1}`, 'photo', titles[i], scene));
    const planUnits = unitTypes.length > 2 ? [unitTypes[0], unitTypes[1]] : [unitTypes[0]];
    const floorPlans = planUnits.map((u) =>
      image(`project-${slug}-plan-${u.bedrooms}br`, 'plan', `${p.title}: ${u.name} floor plan`, {
        type: 'plan', seed: `${slug}-${u.name}`, bedrooms: u.bedrooms, label: `${u.name}, ${fmt(u.size_sqft_from)} sq ft`, sizeSqft: u.size_sqft_from, accent: vary(area.palette, slug).accent,
      }),
    );
    const permit = permitNumber(p.id);
    const nearby = area.nearby.map(([name, minutes]) => ({ name, minutes: Math.max(1, minutes + Math.floor(r() * 5) - 2) }));
    const bedroomsMin = Math.min(...unitTypes.map((u) => u.bedrooms));
    const bedroomsMax = Math.max(...unitTypes.map((u) => u.bedrooms));
    const bedroomText = bedroomsMin === bedroomsMax ? `${bedroomsMin}-bedroom` : `${bedroomsMin === 0 ? 'studio' : bedroomsMin} to ${bedroomsMax}-bedroom`;
    const timing =
      p.status === 'ready'
        ? `The building was handed over in ${handover} and homes can be rented out as soon as the title is transferred.`
        : p.status === 'under_construction'
          ? `Construction is well advanced and handover is scheduled for ${handover}.`
          : `Handover is scheduled for ${handover}.`;
    const description = [
      `<p>${p.concept} ${p.title} is developed by ${dev.name}, which has delivered ${dev.delivered} projects since ${dev.founded}, ${dev.onTime}% of them on time.</p>`,
      `<p>The project stands in ${area.locations[p.location]}, ${area.name}. ${area.summary} ${nearby[0].name} is about ${nearby[0].minutes} minutes away and ${nearby[1].name} about ${nearby[1].minutes} minutes.</p>`,
      p.draft
        ? `<p>The developer has shared the concept and indicative sizes of ${bedroomText} homes (${fmt(unitTypes[0].size_sqft_from)} to ${fmt(Math.max(...unitTypes.map((u) => u.size_sqft_to)))} sq ft); the final price list has not been released, and the prices shown are our estimates from comparable launches.</p>`
        : `<p>Of the ${bedroomText} homes, ${unitsAvailable} are still available, from ${fmt(smallest.size_sqft_from)} sq ft, with prices from ${shortAed(startingPrice)} (about AED ${fmt(pricePerSqft)} per sq ft). ${unitTypes.map((u) => `${u.name}: ${fmt(u.size_sqft_from)}-${fmt(u.size_sqft_to)} sq ft from ${shortAed(u.price_from_aed)}`).join('; ')}.</p>`,
      `<p>${PLAN_SENTENCE[p.plan]} ${timing} Service charges are estimated at AED ${p.serviceCharge} per sq ft a year, and we expect a gross rental yield of about ${p.yieldPct}% based on current rents for similar homes in ${area.name}.</p>`,
    ].join('\n');
    const highlights = [
      ...p.highlights,
      p.status === 'ready' ? 'Ready to move in' : `Handover ${handover}`,
      `${plan.label} payment plan`,
      `Expected gross yield about ${p.yieldPct}%`,
    ];
    const seoTitle = `${p.title}, ${area.name}: prices and payment plan`;
    return {
      id: p.id,
      title: p.title,
      slug,
      status: p.status,
      developer_id: p.developer,
      area_id: p.area,
      location_id: locationId(p.area, p.location),
      property_type_ids: p.types,
      amenity_ids: [...new Set(p.amenities)],
      starting_price_aed: startingPrice,
      price_per_sqft_aed: pricePerSqft,
      bedrooms_min: bedroomsMin,
      bedrooms_max: bedroomsMax,
      size_sqft_min: Math.min(...unitTypes.map((u) => u.size_sqft_from)),
      size_sqft_max: Math.max(...unitTypes.map((u) => u.size_sqft_to)),
      handover_year: p.handover[0],
      handover_quarter: p.handover[1],
      payment_plan: plan,
      post_handover: p.plan.startsWith('Post-handover'),
      // Issue 29: some projects being built have a show apartment, so viewings are offered before handover.
      show_apartment: p.status === 'under_construction' && p.id % 2 === 0,
      unit_types: unitTypes,
      units_available: unitsAvailable,
      description,
      highlights,
      gallery,
      floor_plans: floorPlans,
      brochure: pdf(`project-${slug}-brochure`, `${p.title} brochure`, [
        p.title,
        `${area.locations[p.location]}, ${area.name}, Dubai`,
        `Developer: ${dev.name} (RERA ${dev.rera})`,
        `Status: ${p.status.replace('_', ' ')}; handover ${handover}`,
        `Prices from ${shortAed(startingPrice)}; AED ${fmt(pricePerSqft)} per sq ft`,
        ...unitTypes.map((u) => `${u.name}: ${fmt(u.size_sqft_from)}-${fmt(u.size_sqft_to)} sq ft, from AED ${fmt(u.price_from_aed)}`),
        `Payment plan ${plan.label}: ${plan.milestones.map((m) => `${m.percent}% ${milestoneName(m, 'en', null).toLowerCase()}`).join(', ')}`,
        `Service charge about AED ${p.serviceCharge}/sq ft; expected gross yield ${p.yieldPct}%`,
        `Trakheesi permit ${permit}`,
        'Oasis Invest - demo brochure generated for this website',
      ]),
      video_url: null,
      latitude: Math.round((area.lat + (r() - 0.5) * 0.016) * 1e6) / 1e6,
      longitude: Math.round((area.lng + (r() - 0.5) * 0.016) * 1e6) / 1e6,
      nearby,
      service_charge_aed_per_sqft: p.serviceCharge,
      expected_rental_yield_pct: p.yieldPct,
      permit_number: permit,
      permit_qr: image(`project-${slug}-permit-qr`, 'qr', `Advertising permit ${permit}`, { type: 'qr', text: `Trakheesi permit ${permit} - ${p.title} (Oasis Invest demo listing)` }),
      ...complianceFacts(p.id, p.status, p.handover),
      featured: Boolean(p.featured),
      published: !p.draft,
      published_at: p.draft ? null : p.publishedAt,
      seo_title: seoTitle.length <= 70 ? seoTitle : `${p.title}: prices and payment plan`.slice(0, 70),
      seo_description:
        `${p.title} by ${dev.name} in ${area.name}: ${bedroomText} homes from ${shortAed(startingPrice)}, ${plan.label} payment plan, handover ${handover}.`.slice(0, 170),
    };
  });
}
