import type { DemoContent } from '../../server/demo/seed';

/**
 * A small, fixed content set for the platform API suites, so their assertions do not move when the
 * demo content of db.json is rewritten. Figures are plausible Dubai values (DOMAIN.md).
 */
const plan = { label: '60/40', milestones: [{ label: 'Booking', percent: 20, trigger: 'On reservation' }, { label: 'During construction', percent: 40, trigger: null }, { label: 'On handover', percent: 40, trigger: 'Q4 2027' }] };

export const FIXTURE: DemoContent = {
  developers: [
    { id: 1, name: 'Azure Coast Developments', slug: 'azure-coast-developments', founded_year: 2004, published: true, seo_title: 'Azure Coast Developments', seo_description: 'Waterfront communities since 2004' },
    { id: 2, name: 'Sandstone Properties', slug: 'sandstone-properties', founded_year: 2011, published: true },
    { id: 3, name: 'Quiet Draft Builders', slug: 'quiet-draft-builders', published: false },
  ],
  areas: [
    { id: 1, name: 'Dubai Marina', slug: 'dubai-marina', avg_price_per_sqft_aed: 1850, rental_yield_pct: 6.4, published: true, seo_title: null, seo_description: 'Waterfront living' },
    { id: 2, name: 'Dubai Hills Estate', slug: 'dubai-hills-estate', avg_price_per_sqft_aed: 1600, rental_yield_pct: 5.8, published: false },
  ],
  locations: [
    { id: 1, name: 'Marina Walk', area_id: 1 },
    { id: 2, name: 'Marina Promenade', area_id: 1 },
  ],
  'property-types': [
    { id: 1, name: 'Apartment', slug: 'apartment' },
    { id: 2, name: 'Villa', slug: 'villa' },
  ],
  amenities: [
    { id: 1, name: 'Infinity pool', icon: 'pool', applies_to: 'project' },
    { id: 2, name: 'Metro station', icon: 'train', applies_to: 'area' },
  ],
  projects: [
    {
      id: 1, title: 'Marina Crest Residences', slug: 'marina-crest-residences', status: 'off_plan', developer_id: 1, area_id: 1, location_id: 1,
      property_type_ids: [1], starting_price_aed: 1_850_000, bedrooms_min: 1, bedrooms_max: 3, handover_year: 2027, handover_quarter: 4,
      payment_plan: plan, featured: true, published: true, published_at: '2026-01-10T08:00:00.000Z', permit_number: '71234567890',
      seo_title: 'Marina Crest | Off-plan in Dubai Marina', seo_description: 'One to three bedroom apartments on Marina Walk',
    },
    {
      id: 2, title: 'Creek Horizon', slug: 'creek-horizon', status: 'ready', developer_id: 2, area_id: 1, property_type_ids: [1],
      starting_price_aed: 950_000, bedrooms_min: 0, bedrooms_max: 2, featured: false, published: true, published_at: '2026-02-01T08:00:00.000Z',
    },
    {
      id: 3, title: 'Hills Grove Villas', slug: 'hills-grove-villas', status: 'under_construction', developer_id: 2, area_id: 2, property_type_ids: [2],
      starting_price_aed: 4_100_000, bedrooms_min: 4, bedrooms_max: 6, featured: true, published: true, published_at: '2026-03-01T08:00:00.000Z',
    },
    {
      id: 4, title: 'Marina Sail Tower', slug: 'marina-sail-tower', status: 'off_plan', developer_id: 1, area_id: 1,
      starting_price_aed: 2_400_000, featured: false, published: false,
    },
    {
      id: 5, title: 'Palm Lagoon Launch', slug: 'palm-lagoon-launch', status: 'off_plan', developer_id: 1,
      starting_price_aed: 3_200_000, featured: false, published: true, published_at: '2099-01-01T00:00:00.000Z',
    },
  ],
  blogs: [
    { id: 1, title: 'Golden visa through property in 2026', slug: 'golden-visa-2026', category: 'news', excerpt: 'What the AED 2M rule means', content: '<p>Text</p>', published: true, published_at: '2026-05-01T08:00:00.000Z' },
    { id: 2, title: 'Draft: service charges explained', slug: 'service-charges-explained', category: 'blog', published: false },
  ],
  testimonials: [
    { id: 1, name: 'Priya Raman', country: 'India', quote: 'Clear payment plan and honest advice.', rating: 5, published: true, position: 1 },
    { id: 2, name: 'Hidden Person', country: 'UK', quote: 'Not yet approved.', rating: 4, published: false, position: 2 },
  ],
  'investment-guides': [{ id: 1, title: 'Buying off-plan in Dubai', slug: 'buying-off-plan', summary: 'Escrow, DLD fees, handover', published: true, published_at: '2026-04-01T08:00:00.000Z' }],
  banners: [
    { id: 1, page: 'home', title: 'Invest in Dubai', subtitle: 'Off-plan projects', position: 1, active: true },
    { id: 2, page: 'home', title: 'Old campaign', position: 2, active: false },
  ],
  pages: [
    { id: 1, page_name: 'home', title: 'Dubai property investment', description: 'Off-plan projects, areas and developers' },
    { id: 2, page_name: 'contact-us', title: 'Contact our investment team', description: null },
  ],
  settings: [{ id: 1, product_name: 'Oasis Invest', phone_primary: '+971 4 123 4567', email_primary: 'hello@oasisinvest.ae', address: 'Bay Square, Business Bay, Dubai' }],
};

/** Published and currently visible projects, as an anonymous visitor sees them. */
export const VISIBLE_PROJECT_IDS = [1, 2, 3];
