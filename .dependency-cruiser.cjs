/**
 * The dependency rule of the layers (docs/architecture.md):
 * core -> nothing; adapters -> core; ui -> core, adapters (concrete adapters only in
 * the composition root); teaser -> core, adapters; backend -> core; messages -> nothing, read by ui
 * and backend.
 */
const TESTS = '(\\.test\\.tsx?$|/testing/)';

/**
 * Core's areas from the lowest up (docs/architecture.md): an area imports only from areas below it, so
 * the areas point one way and a shared piece gets a home low enough for everyone who needs it.
 */
const CORE_AREAS = [
  'shared',
  'pricing',
  'personalisation',
  'search',
  'navigation',
  'menu',
  'catalog',
  'content',
  'header',
  'account',
  'session',
  'cart',
  'wishlist',
  'analytics',
];

/** One rule per area: nothing from the areas above it. */
const coreAreasPointOneWay = CORE_AREAS.slice(0, -1).map((area, i) => ({
  name: `core-${area}-imports-only-lower-areas`,
  comment: `core's ${area} sits below ${CORE_AREAS.slice(i + 1).join(', ')}: it may not import them.`,
  severity: 'error',
  from: { path: `^core/src/${area}/`, pathNot: TESTS },
  to: { path: `^core/src/(${CORE_AREAS.slice(i + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...coreAreasPointOneWay,
    {
      name: 'core-areas-are-known',
      comment: 'A new area of core takes its place in CORE_AREAS, so that its direction is checked.',
      severity: 'error',
      from: { path: '^core/src/', pathNot: `^core/src/(${CORE_AREAS.join('|')}|testing)/|^core/src/[^/]+$` },
      to: {},
    },
    {
      name: 'core-imports-only-core',
      comment:
        'core is framework-free: it imports nothing outside itself, not even npm packages or Node built-ins.',
      severity: 'error',
      from: { path: '^core/src', pathNot: TESTS },
      to: { pathNot: '^core/src' },
    },
    {
      name: 'adapters-import-core-and-libraries',
      severity: 'error',
      from: { path: '^adapters/src', pathNot: TESTS },
      to: { path: '^(ui|backend|tests)/' },
    },
    {
      name: 'ui-does-not-import-backend',
      severity: 'error',
      from: { path: '^ui/src' },
      to: { path: '^(backend|tests)/' },
    },
    {
      name: 'adapters-only-in-composition-root',
      comment: 'Concrete adapters are named only in the composition root.',
      severity: 'error',
      from: { path: '^ui/src', pathNot: `(^ui/src/composition/|${TESTS})` },
      to: { path: '^adapters/src' },
    },
    {
      name: 'container-only-in-composition-root',
      comment:
        'The container is built and read only in the composition root (ADR 0021): everything else receives typed services.',
      severity: 'error',
      from: { path: '^ui/src', pathNot: `(^ui/src/composition/|^ui/src/di/tokens\\.ts$)` },
      to: { path: 'node_modules/inversify/' },
    },
    {
      name: 'adapters-container-alone-uses-inversify',
      comment:
        'A frontend without a container takes @fanshop/adapters/shop without inversify: only the container entry imports it.',
      severity: 'error',
      from: { path: '^adapters/src', pathNot: '^adapters/src/container/' },
      to: { path: 'node_modules/inversify/' },
    },
    {
      name: 'pages-take-only-what-they-declare',
      comment:
        "A page's loader, head and forms get the services its module declares (`export const services = [...]`): no page reads the container, the composition, or the bag of every service (ADR 0028).",
      severity: 'error',
      from: { path: '^ui/src/pages/', pathNot: TESTS },
      to: { path: '(^ui/src/composition/|^ui/src/di/(services|tokens)\\.ts$|node_modules/inversify/)' },
    },
    {
      name: 'teaser-reuses-core-and-adapters-only',
      comment:
        'The teaser is a second frontend on the published entries of core and adapters: nothing of the storefront or the backend.',
      severity: 'error',
      from: { path: '^teaser/src' },
      to: { path: '^(ui|backend|tests)/' },
    },
    {
      name: 'teaser-without-react-or-a-container',
      comment: 'The teaser is a plain custom element: no React, no MobX, no inversify.',
      severity: 'error',
      from: { path: '^teaser/src' },
      to: { path: 'node_modules/(react|react-dom|mobx|mobx-react-lite|inversify|wouter)/' },
    },
    {
      name: 'backend-imports-only-core',
      severity: 'error',
      from: { path: '^backend/src' },
      to: { path: '^(adapters|ui)/' },
    },
    {
      name: 'messages-import-nothing',
      comment:
        'The shop catalogue (@fanshop/messages, ADR 0029) is JSON alone: the storefront and the checkout host read it, it reads nothing.',
      severity: 'error',
      from: { path: '^messages/' },
      to: {},
    },
    {
      name: 'no-circular',
      comment:
        'Runtime cycles only: type-only imports (the token file naming store types) vanish when compiled.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    exclude: { path: '(^|/)dist/' },
  },
};
