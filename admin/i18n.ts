import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

const seo = { seo_title: 'SEO title', seo_description: 'SEO description' };
const stamps = { created_at: 'Created', updated_at: 'Last updated', published: 'Published', published_at: 'Published date', featured: 'Featured' };
const lead = {
  name: 'Name', email: 'Email', phone: 'Phone', status: 'Status', assignee_id: 'Assigned to', notes: 'Notes', source_path: 'Source page',
  created_at: 'Received', created_at_gte: 'Received from', created_at_lte: 'Received to',
};

/** Resource and field labels live here, not in components (react-admin convention). */
export const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, logout: 'Sign Out', user_menu: 'Profile' },
    input: {
      ...englishMessages.ra.input,
      // Phones have no drop: the same area opens the photo library (camera roll) or the files.
      image: {
        ...englishMessages.ra.input.image,
        upload_single: 'Drop a picture here, or tap to choose one from your photos or files.',
        upload_several: 'Drop pictures here, or tap to choose them from your photos or files.',
      },
    },
  },
  resources: {
    projects: {
      name: 'Project |||| Projects',
      fields: {
        ...stamps, ...seo, title: 'Title', slug: 'Slug', status: 'Status', developer_id: 'Developer', area_id: 'Area', location_id: 'Location',
        property_type_ids: 'Property types', amenity_ids: 'Amenities', starting_price_aed: 'Starting price (AED)', price_per_sqft_aed: 'Price per sq ft (AED)',
        bedrooms_min: 'Bedrooms from', bedrooms_max: 'Bedrooms to', size_sqft_min: 'Size from (sq ft)', size_sqft_max: 'Size to (sq ft)',
        handover_year: 'Handover year', handover_quarter: 'Handover quarter', payment_plan: { label: 'Payment plan', milestones: 'Payment plan milestones' },
        'payment_plan.label': 'Payment plan', 'payment_plan.milestones': 'Payment plan milestones', post_handover: 'Post-handover plan',
        unit_types: 'Unit types', units_available: 'Units available', description: 'Description', highlights: 'Highlights', gallery: 'Gallery',
        floor_plans: 'Floor plans', brochure: 'Brochure (PDF)', video_url: 'Video link', latitude: 'Latitude', longitude: 'Longitude', nearby: 'Nearby places',
        service_charge_aed_per_sqft: 'Service charge (AED / sq ft / year)', expected_rental_yield_pct: 'Expected rental yield (%)',
        permit_number: 'Trakheesi permit number', permit_qr: 'Permit QR code (Madmoun)',
      },
    },
    areas: {
      name: 'Area |||| Areas',
      fields: {
        ...stamps, ...seo, name: 'Name', slug: 'Slug', summary: 'Summary', description: 'Description', hero_image: 'Hero image', gallery: 'Gallery',
        avg_price_per_sqft_aed: 'Average price per sq ft (AED)', rental_yield_pct: 'Rental yield (%)', service_charge_min_aed: 'Service charge from (AED)',
        service_charge_max_aed: 'Service charge to (AED)', highlights: 'Highlights', good_for: 'Good for', nearby: 'Nearby places', amenity_ids: 'Amenities',
      },
    },
    developers: {
      name: 'Developer |||| Developers',
      fields: {
        ...stamps, ...seo, name: 'Name', slug: 'Slug', logo: 'Logo', cover: 'Cover image', summary: 'Summary', description: 'Description',
        founded_year: 'Founded', website: 'Website', headquarters: 'Headquarters', delivered_projects: 'Delivered projects',
        on_time_delivery_pct: 'On-time delivery (%)', rera_number: 'RERA number',
      },
    },
    locations: { name: 'Location |||| Locations', fields: { ...stamps, name: 'Name', area_id: 'Area' } },
    'property-types': { name: 'Property type |||| Property types', fields: { ...stamps, name: 'Name', slug: 'Slug' } },
    amenities: { name: 'Amenity |||| Amenities', fields: { name: 'Name', icon: 'Icon', applies_to: 'Applies to' } },
    blogs: {
      name: 'Article |||| Blog List',
      fields: { ...stamps, ...seo, title: 'Title', slug: 'Slug', category: 'Category', excerpt: 'Excerpt', content: 'Article', cover: 'Cover image', author: 'Author', tags: 'Tags' },
    },
    testimonials: { name: 'Testimonial |||| Testimonials', fields: { name: 'Name', country: 'Country', quote: 'Quote', rating: 'Rating (1-5)', photo: 'Photo', published: 'Published', position: 'Position' } },
    'investment-guides': {
      name: 'Investment guide |||| Investment guides',
      fields: { ...stamps, ...seo, title: 'Title', slug: 'Slug', summary: 'Summary', content: 'Guide', cover: 'Cover image', pdf: 'PDF download' },
    },
    banners: { name: 'Banner |||| Banners', fields: { page: 'Page', title: 'Title', subtitle: 'Subtitle', image: 'Image', cta_label: 'Button label', cta_url: 'Button link', position: 'Position', active: 'Active' } },
    pages: { name: 'Page |||| Pages', fields: { page_name: 'Page', title: 'Title', description: 'Description', 'content.sections': 'Content sections', content: { sections: 'Content sections' } } },
    settings: {
      name: 'Settings',
      fields: {
        product_name: 'Product name', tagline: 'Tagline', phone_primary: 'Phone', phone_secondary: 'Second phone', whatsapp_number: 'WhatsApp number',
        email_primary: 'Email', email_secondary: 'Second email', address: 'Address', rera_orn: 'RERA ORN', instagram_url: 'Instagram',
        facebook_url: 'Facebook', twitter_url: 'Twitter', linkedin_url: 'LinkedIn',
      },
    },
    enquiries: {
      name: 'Enquiry |||| Enquiries',
      fields: { ...lead, budget: 'Budget (AED)', investment_timeline: 'Investment timeline', project_id: 'Project', utm_source: 'UTM source', utm_medium: 'UTM medium', utm_campaign: 'UTM campaign', referrer: 'Referrer', duplicate_of_id: 'Possible duplicate of' },
    },
    'mortgage-enquiries': {
      name: 'Mortgage enquiry |||| Mortgage enquiries',
      fields: {
        ...lead, property_price_aed: 'Property price', down_payment_aed: 'Down payment', loan_amount_aed: 'Loan amount', tenure_years: 'Tenure (years)',
        interest_rate_pct: 'Interest rate (%)', monthly_payment_aed: 'Monthly payment', residency: 'Residency', first_home: 'First home', off_plan: 'Off-plan', message: 'Message',
      },
    },
    users: { name: 'User |||| Users', fields: { email: 'Email', first_name: 'First name', last_name: 'Last name', role: 'Role', active: 'Active', last_login_at: 'Last sign-in', profile_image: 'Photo' } },
    'audit-logs': { name: 'Audit entry |||| Audit log', fields: { created_at: 'When', user_id: 'Who', action: 'Action', resource: 'Resource', record_id: 'Record', changes: 'Changes', ip: 'IP address' } },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
