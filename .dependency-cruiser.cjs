/**
 * The import rules of the house (issue 38, CONVENTIONS "Folders depend one way"), checked by `npm run deps`
 * (dependency-cruiser) inside `npm test`. Type-only imports count: a circle of types is still a circle.
 * No known violation is kept: every rule holds for the whole tree (issue 38 item 3 emptied the list).
 */
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
        'A resource never imports the features that react to it (alerts, compliance, price history, lead rules, scores, cache purges...): they subscribe to its writes (server/resources/events.ts, decision 028). It may use the ground floor and the editorial machinery the generic router mounts (versions, drafts, preview grants).',
      from: { path: '^server/resources/' },
      to: { path: '^server/', pathNot: ['^server/(resources|db|lib|content|versions|drafts|preview)/', '^server/errors\\.ts$'] },
    },
    {
      name: 'subscriptions-registered-from-the-top',
      severity: 'error',
      comment: "A feature's subscriptions to resource writes (server/<feature>/subscriptions.ts) are registered by server/subscriptions.ts alone (app start, the seed): nothing lower imports them.",
      from: { pathNot: '^server/(subscriptions\\.ts$|[^/]+/subscriptions\\.ts$)' },
      to: { path: '^server/[^/]+/subscriptions\\.ts$' },
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
