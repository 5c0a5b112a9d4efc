/**
 * The import rules of the house (issue 38, CONVENTIONS "Folders depend one way"), checked by `npm run deps`
 * (dependency-cruiser) inside `npm test`. Type-only imports count: a circle of types is still a circle.
 * .dependency-cruiser-known-violations.json lists the arrows that ran against the layers when the rules were
 * written (each one is a dependency to turn around); a new one fails.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle anywhere (the acyclic-dependencies rule): turn one arrow around with an event, an interface owned by the lower file, or a type moved down.',
      from: {},
      // A lazy import() (a light shell loading its form on first use) is no circle: the shell never runs the form's module at load.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
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
      comment: 'A resource never imports the features that react to it (alerts, compliance, price history, lead rules, scores...): they subscribe to its writes.',
      from: { path: '^server/resources/' },
      to: { path: '^server/(alerts|compliance|workspace|leads|score|auth|units|bulk|content-io|market|conversations|whatsapp|privacy|site|render|http-cache)/' },
    },
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
