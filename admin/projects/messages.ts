import { seoLabels, stampLabels, translationLabels, type ResourceMessages } from '../common/messages';

export const projectMessages: ResourceMessages = {
  name: 'Project |||| Projects',
  fields: {
    ...stampLabels, ...seoLabels, ...translationLabels, title: 'Title', slug: 'Slug', status: 'Status', developer_id: 'Developer', area_id: 'Area', location_id: 'Location',
    property_type_ids: 'Property types', amenity_ids: 'Amenities', starting_price_aed: 'Starting price (AED)', price_per_sqft_aed: 'Price per sq ft (AED)',
    bedrooms_min: 'Bedrooms from', bedrooms_max: 'Bedrooms to', size_sqft_min: 'Size from (sq ft)', size_sqft_max: 'Size to (sq ft)',
    handover_year: 'Handover year', handover_quarter: 'Handover quarter', payment_plan: { label: 'Payment plan', milestones: 'Payment plan milestones' },
    'payment_plan.label': 'Payment plan', 'payment_plan.milestones': 'Payment plan milestones', post_handover: 'Post-handover plan',
    unit_types: 'Unit types', units_available: 'Units available', description: 'Description', highlights: 'Highlights', gallery: 'Gallery',
    floor_plans: 'Floor plans', brochure: 'Brochure (PDF)', brochure_gated: 'Brochure after a short form (name, e-mail, phone)', video_url: 'Video link', latitude: 'Latitude', longitude: 'Longitude', nearby: 'Nearby places',
    service_charge_aed_per_sqft: 'Service charge (AED / sq ft / year)', expected_rental_yield_pct: 'Expected rental yield (%)',
    permit_number: 'Trakheesi permit number', permit_qr: 'Permit QR code (Madmoun)',
    // advert compliance (issue 30 item 3)
    permit_expires_on: 'Permit expiry date', permit_qr_url: 'DLD QR address (when no image)', dld_project_number: 'DLD project number', escrow_bank: 'Escrow bank',
    escrow_account: 'Escrow account number', construction_completion_pct: 'Construction completion (%)', construction_completion_on: 'Completion inspected on',
    show_apartment: 'Show apartment (viewings before handover)',
    permit_lapsed_at: 'Unpublished for an expired permit', permit_notice_for: 'Expiry notice sent for',
  },
};
