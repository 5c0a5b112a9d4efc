/**
 * The import rules of the house (issue 38, CONVENTIONS "Folders depend one way"), checked by `npm run deps`
 * (dependency-cruiser) inside `npm test`. Type-only imports count: a circle of types is still a circle.
 * No known violation is kept: every rule below `LAYERS` holds for the whole tree (issue 38 item 3 emptied the list).
 */

/**
 * The folders of each tree as layers, bottom first (issue 38 item 3, decision 036). A folder (or a top-level file
 * named here) may import only its own layer or a lower one; peers in one layer may import each other (no-circular
 * still holds file by file). Top-level files not named here (server/app.ts, server/index.ts, site/routes.tsx,
 * admin/App.tsx...) are the top and may import anything. A new folder is placed here before it imports anything
 * (`layers-place-every-folder`). In server/ every `<feature>/tables.ts` and `compliance/columns.ts` counts as the
 * database layer: table types are leaves, whichever feature they describe.
 */
const LAYERS = {
  server: [
    ['lib/', 'content/', 'errors.ts', 'spreadsheets/'], // small pure utilities, no feature
    ['replicas/', 'config.ts'], // which database a query reads; the environment read once
    ['db/'], // connection, migrations, the Database type (and every tables.ts)
    ['media/', 'mail-cap/', 'currency/', 'price-history/', 'routing/', 'golden-visa/', 'outbox/'], // services and rules that know no resource (the outbox: every mail and WhatsApp message, queued in the writer's transaction)
    ['resources/'], // definitions, the writer and its events, the registry, the generic router
    ['versions/'], // record versions, conflicts, outdated translations
    ['drafts/'],
    ['preview/'],
    ['timeline/'], // the lead's timeline: written in each touch's transaction by leads, bookings, units (issue 40)
    ['auth/'], // staff, roles (read from the registry), tokens
    ['score/', 'activity/'], // a lead's score and the visitor's activity: the intake scores and joins a new lead
    ['leads/'], // enquiry intake, deliveries
    ['conversations/', 'compliance/', 'privacy/'],
    ['lead-merge/', 'whatsapp/', 'units/', 'bookings/'],
    ['tasks/'], // a lead's tasks, My day, their reminders (issue 40)
    ['follow-ups/'], // follow-up plans: their runs create tasks and queue mail (issue 40)
    ['plugins/', 'http-cache/', 'bulk/', 'content-io/', 'seo/'],
    ['render/'],
    ['site/', 'market/'], // the public site's data: the page families and the market figures they embed
    ['alerts/'],
    ['workspace/'],
    ['routes/'],
    ['subscriptions.ts'], // every feature's subscriptions, registered at app start and by the seed
    ['demo/'],
  ],
  site: [
    ['api/', 'styles/', 'format.ts', 'nav.ts', 'jsonld.ts', 'seo.ts', 'bootAttributes.ts', 'share.ts', 'hydration.ts'], // styles/: the design tokens and type scale (decision 046)
    ['i18n/'], // catalogues, the language context, formatting
    ['components/', 'islands/'], // shared building blocks of pages (no feature); islands: parts hydrated when used (decision 049)
    // Features and the forms they share (the phone field: booking, brochure and shortlist forms use it; the enquiry form shows an attached calculation)
    ['activity/', 'gallery/', 'map/', 'market/', 'units/', 'compliance/', 'currency/', 'workspace/', 'investment/', 'forms/'],
    ['booking/', 'mortgage/', 'search/', 'consent/'],
    ['pages/'],
    ['golden-visa/', 'privacy/'],
    ['frame/'], // what every page sits in: footer, enquiry section (used by Layout.tsx)
  ],
  admin: [
    ['theme.ts', 'providers/'],
    ['common/'], // the small parts every screen uses (inputs, paths, registry types, useIsPhone, ConfirmDialog...)
    ['editorial/'],
    ['versions/'],
    ['screens/'], // the generic screens (list, create/edit/show, generated from a definition): they mount editorial and versions parts
    ['routing/', 'locales/'],
    ['bookings/', 'units/', 'privacy/', 'auth/', 'mailbox/', 'market/', 'users/', 'profile/', 'areas/', 'audit-logs/', 'banners/', 'blogs/', 'currency-rates/', 'developers/', 'investment-guides/', 'pages/', 'projects/', 'saved-searches/', 'settings/', 'taxonomy/', 'testimonials/', 'version-settings/'],
    ['follow-ups/'], // follow-up plans and a lead's runs (issue 40)
    ['tasks/'], // a lead's tasks (with its follow-up runs beneath them)
    ['leads/'],
    ['resources.tsx'], // the registry of every resource's screens
    ['dashboard/', 'layout/'],
  ],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'lib/' names a folder, 'errors.ts' a top-level file. */
const entryPattern = (entry) => (entry.endsWith('/') ? escape(entry) : `${escape(entry)}$`);
const anyOf = (tree, entries) => `^${tree}/(${entries.map(entryPattern).join('|')})`;
const TABLE_TYPES = ['^server/[^/]+/tables\\.ts$', '^server/compliance/columns\\.ts$'];

function layerRules(tree, layers) {
  const rules = [];
  const databaseLayer = layers.findIndex((layer) => layer.includes('db/'));
  layers.forEach((layer, index) => {
    const allowed = [anyOf(tree, layers.slice(0, index + 1).flat())];
    if (tree === 'server' && index >= databaseLayer) allowed.push(...TABLE_TYPES);
    rules.push({
      name: `layers-${tree}`,
      severity: 'error',
      comment: `${tree}/ is layered (LAYERS, bottom first): ${layer.join(', ')} may import only its own layer or lower (${layers
        .slice(0, index + 1)
        .map((l) => l.join(' '))
        .join(' | ')}). Turn the arrow around: move a type or a small pure function down to the folder that owns it, an interface the lower folder owns and the higher one registers (as server/resources/versioned-extensions.ts), or an event (server/resources/events.ts).`,
      from: { path: anyOf(tree, layer) },
      to: { path: `^${tree}/`, pathNot: allowed },
    });
  });
  const placedFolders = layers.flat().filter((entry) => entry.endsWith('/'));
  rules.push({
    name: `layers-${tree}-place-every-folder`,
    severity: 'error',
    comment: `Every folder of ${tree}/ has a place in LAYERS (.dependency-cruiser.cjs) before it imports anything of ${tree}/.`,
    from: { path: `^${tree}/[^/]+/`, pathNot: anyOf(tree, placedFolders) },
    to: { path: `^${tree}/` },
  });
  return rules;
}

const LAYER_RULES = Object.entries(LAYERS).flatMap(([tree, layers]) => layerRules(tree, layers));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle anywhere (the acyclic-dependencies rule): turn one arrow around with an event, an interface owned by the lower file, or a type moved down.',
      from: {},
      // A lazy import() counts too: a light shell loads its form on first use, and the form takes nothing back from the shell.
      to: { circular: true },
    },
    {
      name: 'src-is-shared',
      severity: 'error',
      comment: 'src/ is shared by the browser and the server: it imports nothing of site/, admin/ or server/.',
      from: { path: '^src/' },
      to: { path: '^(site|admin|server)/' },
    },
    {
      name: 'browser-never-imports-server',
      severity: 'error',
      comment: 'site/ and admin/ run in the browser: they reach the server through the API (src/api), never by import.',
      from: { path: '^(site|admin)/' },
      to: { path: '^server/' },
    },
    {
      name: 'site-and-admin-apart',
      severity: 'error',
      comment: 'The public site and the back-office share only src/.',
      from: { path: '^site/' },
      to: { path: '^admin/' },
    },
    {
      name: 'admin-and-site-apart',
      severity: 'error',
      from: { path: '^admin/' },
      to: { path: '^site/' },
    },
    {
      name: 'server-never-imports-admin',
      severity: 'error',
      comment: 'The server renders the site through its SSR entry only (loaded at run time), never the back-office.',
      from: { path: '^server/' },
      to: { path: '^admin/' },
    },
    {
      name: 'table-types-are-leaves',
      severity: 'error',
      comment: 'The database type (server/db/types.ts and the tables files) imports only column types and definitions: never a resource module or a feature.',
      from: { path: '^server/(db/(types|columns|derive)\\.ts|[^/]+/tables\\.ts)$' },
      to: { path: '^server/', pathNot: ['^server/(db/(columns|derive)\\.ts|[^/]+/tables\\.ts)$', '^server/compliance/columns\\.ts$'] },
    },
    {
      name: 'database-layer-imports-no-feature',
      severity: 'error',
      comment: 'server/db/ and server/lib/ are the ground floor: they import no feature folder.',
      from: { path: '^server/(db|lib)/' },
      to: { path: '^server/', pathNot: ['^server/(db|lib|replicas)/', '^server/[^/]+/tables\\.ts$', '^server/compliance/columns\\.ts$'] },
    },
    {
      name: 'resources-import-no-feature',
      severity: 'error',
      comment:
        'A resource never imports the features that react to it (alerts, compliance, price history, lead rules, scores, cache purges...): they subscribe to its writes (server/resources/events.ts, decision 028). It may use the ground floor only: the editorial machinery its generic router mounts (history, drafts) registers itself from the top (server/resources/versioned-extensions.ts, decision 036).',
      from: { path: '^server/resources/' },
      to: { path: '^server/', pathNot: ['^server/(resources|db|lib|content)/', '^server/errors\\.ts$'] },
    },
    {
      name: 'subscriptions-registered-from-the-top',
      severity: 'error',
      comment: "A feature's subscriptions to resource writes (server/<feature>/subscriptions.ts) are registered by server/subscriptions.ts alone (app start, the seed): nothing lower imports them.",
      from: { pathNot: '^server/(subscriptions\\.ts$|[^/]+/subscriptions\\.ts$)' },
      to: { path: '^server/[^/]+/subscriptions\\.ts$' },
    },
    ...LAYER_RULES,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(src|site|admin|server|scripts)/',
    exclude: { path: '(^dist/|\\.d\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
