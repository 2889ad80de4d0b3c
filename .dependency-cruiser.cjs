/**
 * The import rules of the monorepo (docs/architecture.md, ADR 0008), checked by
 * `npm run check:deps` (part of `npm test`). scripts/check-dependencies.mjs runs this
 * configuration and adds the package-level checks dependency-cruiser has no rule for.
 */

/**
 * Files that are not shipped code: tests, stories, their support modules, mocks, build and
 * benchmark scripts, tool configuration. They may use the root's shared toolchain
 * (devDependencies: Vitest, Storybook, Testing Library, Playwright, MSW).
 */
const NOT_SHIPPED = [
  '\\.(test|browser\\.test|stories|e2e)\\.[cm]?[jt]sx?$',
  '(^|/)(test|e2e|stories|scripts|mocks|bench|build)/',
  '(TestSupport)\\.[jt]sx?$',
  // Story and test support: mock data, decorators, the ui test kit.
  '\\.mocks\\.[jt]sx?$',
  '^packages/ui/src/testing/',
  '(^|/)[a-z]+\\.config\\.[cm]?[jt]s$',
  '^(\\.storybook|scripts)/',
  '^vitest\\.setup\\.ts$',
];

/**
 * The ui modules allowed to import values (not only types) from the contract, and why:
 * the article editor checks its fields with the contract's helpers and applies its HTML policy,
 * as the server does; the article's video player is built by that policy (htmlPolicy.ts, which
 * holds no schema code); the spec constants take the header's category links from the
 * contract's category list (a plain array: the contract is free of side effects).
 */
const UI_CONTRACT_VALUE_IMPORTERS = [
  '^packages/ui/src/editor/',
  '^packages/ui/src/article/ArticleVideo/',
  '^packages/ui/src/constants/spec\\.ts$',
  // The comment form and the reward dialog check what the server checks, with its words.
  '^packages/ui/src/article/ArticleComments/',
  '^packages/ui/src/community/RewardDialog/',
  // The report dialog keeps the note as long as the server does.
  '^packages/ui/src/moderation/ReportDialog/ReportDialog\\.tsx$',
  // Rescheduling checks the time as the server does.
  '^packages/ui/src/authoring/DraftCard/RescheduleDialog\\.tsx$',
  // The newsletter's form checks the address as the server does, with its words.
  '^packages/ui/src/newsletter/',
  // The stats' period switch offers the periods the server accepts (plain data, no zod).
  '^packages/ui/src/stats/StatsViewsPanel/StatsViewsPanel\\.tsx$',
  // The pictures' smaller copies are named by the contract (contract/media.ts, plain data, no zod).
  '^packages/ui/src/media/MediaProvider\\.tsx$',
  // The server's messages the kit shows itself, and the body pictures' accepted types, as the
  // contract words them (texts a host can translate, in one group each).
  '^packages/ui/src/constants/checkTexts\\.ts$',
  '^packages/ui/src/constants/bodyImageTexts\\.ts$',
  // The profile form checks an X handle as the server does, with its words.
  '^packages/ui/src/profile/EditProfileForm/EditProfileForm\\.tsx$',
  '^packages/ui/src/constants/profileTexts\\.ts$',
  // The review notes field keeps a note as long as the server does, with its words.
  '^packages/ui/src/review/ReviewNotes/ReviewNotes\\.tsx$',
  // The settings form checks the brand colour's contrast as the server does, with its words.
  '^packages/ui/src/settings/SiteSettingsForm/SiteSettingsForm\\.tsx$',
];

/**
 * The server's layers (docs/server.md "Layers", ADR 0022): routes parse the request and answer,
 * services decide, repositories query. A repository is named `*Repository.ts` (the articles'
 * is news/repository.ts); a service `*Service.ts`.
 */
const SERVER_REPOSITORIES = '^apps/server/src/(.+Repository|news/repository)\\.ts$';
const SERVER_SERVICES = '^apps/server/src/.+Service\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle anywhere, type-only imports included: modules in a cycle are read, tested and chunked only together, and which one evaluates first decides what is still undefined. Move what both need to a module of its own, below both.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ui-not-to-apps',
      comment: '@byline/ui is a library: it never imports the web app or the server.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api-client-not-up',
      comment: '@byline/api-client is the bottom layer: it never imports ui, web or server.',
      severity: 'error',
      from: { path: '^packages/api-client/' },
      to: { path: '^(packages/ui|apps)/' },
    },
    {
      name: 'contract-self-contained',
      comment:
        'The contract is what the server imports: it must not pull in the client, hooks or mocks (SWR, fetch, MSW).',
      severity: 'error',
      from: { path: '^packages/api-client/src/contract/' },
      to: { path: '^packages/api-client/', pathNot: '^packages/api-client/src/contract/' },
    },
    {
      name: 'server-only-contract',
      comment:
        'The server imports nothing from the browser packages but @byline/api-client/contract (and, in its tests, /testing), and the emails it renders, @byline/ui/emails (plain React, no Mantine: ADR 0029).',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: {
        path: '^(packages|apps/web)/',
        pathNot: ['^packages/api-client/src/(contract|testing)/', '^packages/ui/src/emails/'],
      },
    },
    {
      name: 'server-routes-through-services',
      comment:
        'A route parses the request with the contract, calls a service and answers: it queries nothing itself, so no repository, no database module and no drizzle (types of the database handle it passes on are fine).',
      severity: 'error',
      from: { path: '^apps/server/src/routes/' },
      to: {
        path: [SERVER_REPOSITORIES, '^apps/server/src/db/', 'node_modules/drizzle-orm/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-repositories-only-query',
      comment:
        'A repository reads and writes rows and decides nothing: it knows no HTTP (no refusals, no fastify), no route and no service. A rule that refuses belongs in the service that calls it.',
      severity: 'error',
      from: { path: SERVER_REPOSITORIES },
      to: {
        path: [
          SERVER_SERVICES,
          '^apps/server/src/(routes|http)/',
          'node_modules/(fastify|@fastify/)',
        ],
      },
    },
    {
      name: 'server-services-below-routes',
      comment:
        'A service is called by routes (and the start-up), never the other way round: it takes plain values, not requests.',
      severity: 'error',
      from: { path: SERVER_SERVICES },
      to: { path: ['^apps/server/src/routes/', 'node_modules/(fastify|@fastify/)'] },
    },
    {
      name: 'testing-tables-in-tests-only',
      comment:
        '@byline/api-client/testing (the scenario table, the HTML-policy cases) is for test suites, never shipped code.',
      severity: 'error',
      from: {
        pathNot: [
          '\\.test\\.tsx?$',
          '^apps/server/test/',
          '^apps/server/scripts/',
          '^packages/api-client/src/testing/',
        ],
      },
      to: { path: '^packages/api-client/src/testing/' },
    },
    {
      name: 'test-support-in-tests-only',
      comment:
        'Story and test support (packages/ui/src/testing/, *.mocks.ts files: fixtures, decorators, the test kit) is for stories and tests, never shipped code.',
      severity: 'error',
      from: { pathNot: NOT_SHIPPED },
      to: { path: ['^packages/ui/src/testing/', '\\.mocks\\.[jt]sx?$'] },
    },
    {
      name: 'nothing-imports-apps',
      comment: 'The apps are the top: no package imports them, and they do not import each other.',
      severity: 'error',
      from: { pathNot: '^apps/web/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'nothing-imports-server',
      severity: 'error',
      from: { pathNot: '^apps/server/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'ui-api-client-contract-or-mocks',
      comment:
        'ui is presentational: the client and its hooks stay in the app; ui takes the contract (types) and, in stories and tests, the mocks.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: {
        path: '^packages/api-client/',
        pathNot: '^packages/api-client/src/(contract|mocks|testing)/',
      },
    },
    {
      name: 'ui-contract-types-only',
      comment:
        'ui imports only types from the contract, so it ships no schema code; the exceptions are UI_CONTRACT_VALUE_IMPORTERS in .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^packages/ui/', pathNot: [...NOT_SHIPPED, ...UI_CONTRACT_VALUE_IMPORTERS] },
      to: { path: '^packages/api-client/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'mocks-only-in-tests',
      comment: 'Mocks (MSW handlers, fixtures) are for stories and tests, never shipped code.',
      severity: 'error',
      from: { pathNot: [...NOT_SHIPPED, '^packages/api-client/src/mocks/'] },
      to: { path: '^packages/api-client/src/mocks/' },
    },
    {
      name: 'not-declared',
      comment: 'Every imported package is declared in the package.json of the importing package.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'shipped-code-not-to-dev-dependency',
      comment:
        "Shipped code imports its package's dependencies or peers, not a devDependency (its own or the root's toolchain).",
      severity: 'error',
      from: { path: '^(packages|apps)/', pathNot: NOT_SHIPPED },
      to: {
        dependencyTypes: ['npm-dev'],
        dependencyTypesNot: ['npm', 'npm-peer', 'type-only'],
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a missing package or a typo.',
      severity: 'error',
      from: {},
      // Vite's virtual modules resolve in the build (apps/web/build/mantineComponentStyles.ts).
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output of the repository's own packages (not node_modules' dist folders).
    exclude: { path: '^((packages|apps)/[^/]+/(dist|test-results)|storybook-static)/' },
    // `import type` counts, as type-only: ui's rule needs to tell the two apart.
    tsPreCompilationDeps: true,
    // Root devDependencies are the shared toolchain; a workspace's own manifest comes first.
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
