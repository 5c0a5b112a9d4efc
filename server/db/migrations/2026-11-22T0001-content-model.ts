import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen in time: this migration must never change once shipped. Only types both databases share.
type Builder = CreateTableBuilder<string, never>;

function base(db: Kysely<any>, table: string, stamps = true): Builder {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let t = db.schema.createTable(table) as Builder;
  t = pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  if (stamps) t = t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
  return t;
}
const seo = (t: Builder) => t.addColumn('seo_title', 'text').addColumn('seo_description', 'text');
const flag = (t: Builder, name: string) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));
const json = (t: Builder, name: string) => t.addColumn(name, 'text', (c) => c.notNull().defaultTo('[]'));
const real = 'double precision' as const;

export async function up(db: Kysely<any>): Promise<void> {
  await seo(flag(flag(
    base(db, 'developers')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('logo', 'text')
      .addColumn('cover', 'text')
      .addColumn('summary', 'text')
      .addColumn('description', 'text')
      .addColumn('founded_year', 'integer')
      .addColumn('website', 'text')
      .addColumn('headquarters', 'text')
      .addColumn('delivered_projects', 'integer')
      .addColumn('on_time_delivery_pct', real)
      .addColumn('rera_number', 'text'), 'featured'), 'published')).execute();

  let areas = base(db, 'areas')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('summary', 'text')
    .addColumn('description', 'text')
    .addColumn('hero_image', 'text');
  areas = json(areas, 'gallery')
    .addColumn('avg_price_per_sqft_aed', 'integer')
    .addColumn('rental_yield_pct', real)
    .addColumn('service_charge_min_aed', real)
    .addColumn('service_charge_max_aed', real);
  for (const c of ['highlights', 'good_for', 'nearby', 'amenity_ids']) areas = json(areas, c);
  areas = areas.addColumn('latitude', real).addColumn('longitude', real);
  await seo(flag(flag(areas, 'featured'), 'published')).execute();

  await base(db, 'locations')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('area_id', 'integer', (c) => c.notNull().references('areas.id').onDelete('restrict'))
    .execute();
  await base(db, 'property_types')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();
  await base(db, 'amenities')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('applies_to', 'text', (c) => c.notNull().defaultTo('both'))
    .execute();

  let projects = base(db, 'projects')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('developer_id', 'integer', (c) => c.references('developers.id').onDelete('set null'))
    .addColumn('area_id', 'integer', (c) => c.references('areas.id').onDelete('set null'))
    .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('set null'));
  projects = json(json(projects, 'property_type_ids'), 'amenity_ids');
  for (const c of ['starting_price_aed', 'price_per_sqft_aed', 'bedrooms_min', 'bedrooms_max', 'size_sqft_min', 'size_sqft_max', 'handover_year', 'handover_quarter'])
    projects = projects.addColumn(c, 'integer');
  projects = flag(projects.addColumn('payment_plan', 'text'), 'post_handover');
  projects = json(projects, 'unit_types').addColumn('units_available', 'integer').addColumn('description', 'text');
  for (const c of ['highlights', 'gallery', 'floor_plans']) projects = json(projects, c);
  projects = projects.addColumn('brochure', 'text').addColumn('video_url', 'text').addColumn('latitude', real).addColumn('longitude', real);
  projects = json(projects, 'nearby')
    .addColumn('service_charge_aed_per_sqft', real)
    .addColumn('expected_rental_yield_pct', real)
    .addColumn('permit_number', 'text')
    .addColumn('permit_qr', 'text');
  projects = flag(flag(projects, 'featured'), 'published').addColumn('published_at', 'text');
  await seo(projects).execute();

  await db.schema
    .createTable('project_property_types')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('property_type_id', 'integer', (c) => c.notNull().references('property_types.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('project_property_types_pk', ['project_id', 'property_type_id'])
    .execute();

  let blogs = base(db, 'blogs')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('blog'))
    .addColumn('excerpt', 'text')
    .addColumn('content', 'text')
    .addColumn('cover', 'text')
    .addColumn('author', 'text');
  blogs = flag(json(blogs, 'tags'), 'published').addColumn('published_at', 'text');
  await seo(blogs).execute();

  await flag(
    base(db, 'testimonials')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('country', 'text')
      .addColumn('quote', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('photo', 'text'),
    'published',
  )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await seo(
    flag(
      base(db, 'investment_guides')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('summary', 'text')
        .addColumn('content', 'text')
        .addColumn('cover', 'text')
        .addColumn('pdf', 'text'),
      'published',
    ).addColumn('published_at', 'text'),
  ).execute();

  await flag(
    base(db, 'banners')
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('subtitle', 'text')
      .addColumn('image', 'text')
      .addColumn('cta_label', 'text')
      .addColumn('cta_url', 'text')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
    'active',
  ).execute();

  await base(db, 'pages')
    .addColumn('page_name', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('content', 'text')
    .execute();

  let settings = base(db, 'settings')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('phone_primary', 'text', (c) => c.notNull())
    .addColumn('email_primary', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull());
  for (const c of ['phone_secondary', 'email_secondary', 'instagram_url', 'facebook_url', 'twitter_url', 'linkedin_url', 'whatsapp_number', 'rera_orn', 'tagline'])
    settings = settings.addColumn(c, 'text');
  await settings.execute();

  let users = base(db, 'users')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('profile_image', 'text')
    .addColumn('role', 'text', (c) => c.notNull());
  users = users
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('password_hash', 'text')
    .addColumn('last_login_at', 'text');
  await users.execute();

  const lead = (t: Builder) =>
    t
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('notes', 'text')
      .addColumn('source_path', 'text');

  await lead(base(db, 'enquiries'))
    .addColumn('budget', 'text', (c) => c.notNull())
    .addColumn('investment_timeline', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('referrer', 'text')
    .addColumn('duplicate_of_id', 'integer')
    .execute();

  await flag(flag(
    lead(base(db, 'mortgage_enquiries'))
      .addColumn('property_price_aed', 'integer', (c) => c.notNull())
      .addColumn('down_payment_aed', 'integer', (c) => c.notNull())
      .addColumn('loan_amount_aed', 'integer', (c) => c.notNull())
      .addColumn('tenure_years', 'integer', (c) => c.notNull())
      .addColumn('interest_rate_pct', real, (c) => c.notNull())
      .addColumn('residency', 'text', (c) => c.notNull())
      .addColumn('monthly_payment_aed', 'integer', (c) => c.notNull())
      .addColumn('message', 'text'), 'first_home'), 'off_plan')
    .execute();

  await base(db, 'api_tokens', false)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await base(db, 'activation_tokens', false)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await base(db, 'audit_logs', false)
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource', 'text')
    .addColumn('record_id', 'text')
    .addColumn('changes', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await base(db, 'media', false)
    .addColumn('src', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('uploaded_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  const indexes: [string, string, string[]][] = [
    ['projects_search_idx', 'projects', ['published', 'status', 'starting_price_aed']],
    ['projects_area_idx', 'projects', ['area_id', 'published']],
    ['projects_developer_idx', 'projects', ['developer_id', 'published']],
    ['projects_price_idx', 'projects', ['starting_price_aed']],
    ['projects_handover_idx', 'projects', ['handover_year', 'handover_quarter']],
    ['projects_featured_idx', 'projects', ['featured', 'published']],
    ['projects_created_idx', 'projects', ['created_at']],
    ['project_property_types_type_idx', 'project_property_types', ['property_type_id']],
    ['locations_area_idx', 'locations', ['area_id']],
    ['blogs_published_idx', 'blogs', ['published', 'published_at']],
    ['guides_published_idx', 'investment_guides', ['published', 'published_at']],
    ['banners_page_idx', 'banners', ['page', 'active', 'position']],
    ['enquiries_created_idx', 'enquiries', ['created_at']],
    ['enquiries_status_idx', 'enquiries', ['status', 'created_at']],
    ['enquiries_email_idx', 'enquiries', ['email']],
    ['enquiries_phone_idx', 'enquiries', ['phone']],
    ['mortgage_enquiries_created_idx', 'mortgage_enquiries', ['created_at']],
    ['mortgage_enquiries_status_idx', 'mortgage_enquiries', ['status', 'created_at']],
    ['api_tokens_user_idx', 'api_tokens', ['user_id']],
    ['audit_logs_created_idx', 'audit_logs', ['created_at']],
  ];
  for (const [name, table, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['media', 'audit_logs', 'activation_tokens', 'api_tokens', 'mortgage_enquiries', 'enquiries', 'users', 'settings', 'pages', 'banners', 'investment_guides', 'testimonials', 'blogs', 'project_property_types', 'projects', 'amenities', 'property_types', 'locations', 'areas', 'developers'])
    await db.schema.dropTable(t).ifExists().execute();
}
