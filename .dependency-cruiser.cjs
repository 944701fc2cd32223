// The architecture, as rules `npm run lint` enforces (dependency-cruiser). Read top to bottom:
//
//   packages      contract <- astro <- server; the web reads only the contract (and its own files).
//   server        platform (config, paths, lazy-module, db/, http/, logging/) serves every capability and imports
//                 none.
//                 Capabilities depend downwards only, never in a circle:
//
//                   health <- places, llm <- knowledge <- ingest
//                   places <- charts <- accounts <- conversation <- member-charts <- calendar, morning-note
//                   knowledge, llm <- conversation
//                   (accounts reaches conversation's chats through its own ports, account-data.port.ts.)
//                   admin (the /api/admin prefix and dashboards) may read any capability; none reads admin.
//                   app.ts, server.ts, context.ts (the composition root) and test-support/ see everything.
//
//                 Each capability has one door, its index.ts: across capabilities, only the door is imported
//                 (admin included). Routes are registered by app.ts alone; adapters (graph, model, geocoder), the
//                 conversation store and the reply planner stay inside their capability and out of its door.
const SRC = '^packages/server/src/';
// Test tooling (tests, vitest global set-ups, test-support/, the shared graph contract suite) may import anything.
const TESTS = '\\.test\\.ts$|\\.global-setup\\.ts$|(^|/)test-support/|\\.contract\\.ts$';
const PLATFORM = `${SRC}(config|paths|lazy-module)\\.ts$|${SRC}(db|http|logging)/`;

/** A capability (folder under src/) and the folders it may import besides the platform. */
const layers = {
  health: [],
  places: ['health'],
  llm: ['health'],
  knowledge: ['health', 'llm'],
  ingest: ['health', 'llm', 'knowledge'],
  charts: ['places'],
  accounts: ['places', 'charts'],
  conversation: ['accounts', 'charts', 'knowledge', 'llm'],
  'member-charts': ['accounts', 'charts', 'conversation'],
  calendar: ['accounts', 'charts', 'member-charts', 'conversation'],
  'morning-note': ['accounts', 'charts', 'member-charts'],
  'api-docs': ['charts'],
};

const capabilityRules = Object.entries(layers).map(([name, allowed]) => {
  const own = `${SRC}${name}/`;
  const others = allowed.map((a) => `${SRC}${a}/`);
  return {
    name: `layer-${name}`,
    severity: 'error',
    comment: `${name} may import the platform${allowed.length ? ` and ${allowed.join(', ')}` : ''} only.`,
    from: { path: own, pathNot: TESTS },
    to: {
      path: SRC,
      pathNot: [own, PLATFORM, ...others].join('|'),
    },
  };
});

/** Every capability folder; each is entered from the others through its index.ts alone. */
const CAPABILITIES = Object.keys(layers).join('|');

/** Modules only their own capability (and tests) may import. */
const privateTo = (name, modules, owner) => ({
  name: `private-${name}`,
  severity: 'error',
  comment: `${modules} is internal to ${owner}: import its port or service instead.`,
  from: { path: SRC, pathNot: `${SRC}${owner}/|${TESTS}` },
  to: { path: modules },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles (type-only ones too) make the code impossible to read in one direction.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-capability',
      severity: 'error',
      comment: 'config, paths, db/, http/ and logging/ serve every capability and import none of them.',
      from: { path: PLATFORM, pathNot: TESTS },
      to: { path: SRC, pathNot: PLATFORM },
    },
    ...capabilityRules,
    {
      name: 'enter-a-capability-by-its-door',
      severity: 'error',
      comment:
        "Across capabilities, import only the other capability's index.ts: it lists what the capability offers, so " +
        'everything else inside can change without touching its callers. admin/ goes through the doors too: it may ' +
        'read any capability, but what it reads is part of what the capability offers, and the doors cost admin ' +
        'nothing. The composition root (app.ts, server.ts, context.ts, main.ts, index.ts) builds and registers the ' +
        'insides, and tests and test-support/ reach the pieces they test: they are not held to the doors.',
      from: { path: `${SRC}(${CAPABILITIES}|admin)/`, pathNot: TESTS },
      to: {
        path: `${SRC}(${CAPABILITIES})/`,
        pathNot: `${SRC}$1/|${SRC}(${CAPABILITIES})/index\\.ts$`,
      },
    },
    {
      name: 'nobody-imports-admin',
      severity: 'error',
      comment: 'admin/ sits on top: the prefix, the guard and the dashboards. Capabilities never read it.',
      from: { path: SRC, pathNot: `${SRC}(admin/|app\\.ts$)|${TESTS}` },
      to: { path: `${SRC}admin/` },
    },
    {
      name: 'composition-root-only',
      severity: 'error',
      comment: 'app.ts, server.ts and context.ts assemble the app; only the entry points and tests import them.',
      from: { path: SRC, pathNot: `${SRC}(app|server|context|main|index)\\.ts$|${TESTS}` },
      to: { path: `${SRC}(app|server|context)\\.ts$` },
    },
    {
      name: 'routes-registered-by-app',
      severity: 'error',
      comment: 'Routes are plugins that app.ts (or their own capability) registers; nothing else imports them.',
      from: { path: `${SRC}([^/]+)/`, pathNot: TESTS },
      to: { path: '\\.routes\\.ts$', pathNot: `${SRC}$1/` },
    },
    privateTo('graph-adapters', `${SRC}knowledge/(embedded-graph|neo4j-graph|base-graph)\\.ts$`, 'knowledge'),
    privateTo('model-adapters', `${SRC}llm/(openai-gateway|routing-model|builtin-model)\\.ts$`, 'llm'),
    privateTo('place-adapters', `${SRC}places/(gazetteer|nominatim|timezone)/`, 'places'),
    privateTo('conversation-store', `${SRC}conversation/store\\.ts$`, 'conversation'),
    privateTo('reply-planner', `${SRC}conversation/reply/`, 'conversation'),
    {
      name: 'web-reads-only-the-contract',
      severity: 'error',
      comment: 'The browser bundle must not pull in the server or the ephemeris engine.',
      from: { path: '^packages/web/' },
      to: { path: '^packages/(server|astro)/' },
    },
    {
      name: 'engine-and-contract-stay-below-the-server',
      severity: 'error',
      comment: 'The engine and the contract know nothing of the server or the web.',
      from: { path: '^packages/(astro|contract)/' },
      to: { path: '^packages/(server|web)/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by the server and the web; it imports neither the engine nor them.',
      from: { path: '^packages/contract/' },
      to: { path: '^packages/(astro|server|web)/' },
    },
    {
      name: 'packages-entered-through-their-entry',
      severity: 'error',
      comment:
        'Outside a package (another package, bench/, scripts/, e2e/, scale/, evals/), its src/ is reached only through its entry points (@stellara/<name>, the exports of its package.json), never by relative path.',
      from: { path: '^(packages/[^/]+|[^/]+)/' },
      to: { path: '^packages/[^/]+/src/', pathNot: '^$1/', dependencyTypesNot: ['aliased-workspace'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a cycle through a type is still a cycle for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
