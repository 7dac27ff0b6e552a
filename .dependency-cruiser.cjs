/**
 * Layer rules of ARCHITECTURE.md: domain and application stay free of adapters and frameworks;
 * modules meet only at their public files (and their domain/ports contracts).
 */

/** A module's folder under server/src (platform/ and kernel/ are shared, not modules); $1 is its name. */
const MODULE_CODE = '^server/src/(?!platform/|kernel/)([^/]+)/';
const ANY_MODULE = '^server/src/(?!platform/|kernel/)[^/]+/';
/** Another module than the importing one ($1). */
const OTHER_MODULE = '^server/src/(?!platform/|kernel/|$1/)[^/]+/';
const CORE_CODE = '^server/src/(?!platform/|kernel/)([^/]+)/(domain|application|ports)/';
const PUBLIC_FILE = '^server/src/([^/]+)/\\1\\.public\\.ts$';
const MODULE_FILE = '^server/src/[^/]+/[^/]+\\.module\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only other domain code and the kernel',
      severity: 'error',
      from: { path: '^server/src/[^/]+/domain/' },
      to: {
        pathNot: ['^server/src/[^/]+/domain/', '^server/src/kernel/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'application-uses-ports',
      comment: 'application/ talks to the outside only through ports',
      severity: 'error',
      from: { path: '^server/src/[^/]+/application/', pathNot: '\\.spec\\.ts$' },
      to: {
        pathNot: [
          '^server/src/[^/]+/(domain|ports|application)/',
          '^server/src/kernel/',
          '^server/src/platform/(pubsub|queue|config|rate-limit|storage|database|mail)/[^/]+\\.port\\.ts$',
          // the HTML frame every mail shares: pure string building, no I/O
          '^server/src/platform/mail/email-layout\\.ts$',
          '^node_modules/@nestjs/common/',
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'no-frameworks-in-core',
      comment: 'no TypeORM, GraphQL or HTTP in domain/application/ports',
      severity: 'error',
      from: { path: '^server/src/[^/]+/(domain|application|ports)/' },
      to: {
        path: '^node_modules/(typeorm|@nestjs/(graphql|typeorm|apollo|platform-fastify|passport)|fastify|pg)/',
      },
    },
    {
      name: 'module-edge-is-its-public-file',
      comment:
        'another module is reached only through its public file, <module>/<module>.public.ts: its ports, ' +
        'read-model types and the few services, presenters and GraphQL types it shares. Its adapters/ and ' +
        'application/ are private; its domain/ and ports/ are re-exported there and not imported directly ' +
        'from adapters (domain/, application/ and ports/ code reaches them directly: module-core-uses-contracts)',
      severity: 'error',
      from: {
        path: MODULE_CODE,
        pathNot: [CORE_CODE, MODULE_FILE],
      },
      to: { path: OTHER_MODULE, pathNot: PUBLIC_FILE },
    },
    {
      name: 'module-file-wires-modules',
      comment:
        "a module's Nest module file imports another module's public file, or its *.module.ts for Nest `imports`",
      severity: 'error',
      from: { path: `${MODULE_CODE}[^/]+\\.module\\.ts$` },
      to: { path: OTHER_MODULE, pathNot: [PUBLIC_FILE, MODULE_FILE] },
    },
    {
      name: 'module-core-uses-contracts',
      comment:
        'domain/, application/ and ports/ code uses another module only through its domain/ and ports/, ' +
        'directly (plain TypeScript contracts); never its public file, which carries Nest and GraphQL classes',
      severity: 'error',
      from: { path: CORE_CODE },
      to: { path: OTHER_MODULE, pathNot: '^server/src/[^/]+/(domain|ports)/' },
    },
    {
      name: 'module-public-file-is-for-others',
      comment: "a module's own files import each other directly, never its public file (no cycles)",
      severity: 'error',
      from: { path: MODULE_CODE },
      to: { path: '^server/src/$1/$1\\.public\\.ts$' },
    },
    {
      name: 'core-does-no-file-io',
      comment:
        'domain/, application/ and ports/ never touch files, processes or temp dirs: the processor and ' +
        'storage ports do (node:fs, node:child_process, node:os)',
      severity: 'error',
      from: { path: CORE_CODE },
      to: { path: '^(node:)?(fs|fs/promises|child_process|os)$' },
    },
    {
      name: 'platform-below-modules',
      comment: 'platform/ is infrastructure every module may use; it never imports a module',
      severity: 'error',
      from: { path: '^server/src/platform/' },
      to: { path: ANY_MODULE },
    },
    {
      name: 'client-shared-is-shared',
      comment: 'client/src/shared is used by features, never the other way round',
      severity: 'error',
      from: { path: '^client/src/shared/' },
      to: { path: '^client/src/(features|app)/' },
    },
    {
      name: 'client-posts-not-discover',
      comment: 'posts own the post tile; discover uses it, posts never reach into discover',
      severity: 'error',
      from: { path: '^client/src/features/posts/' },
      to: { path: '^client/src/features/discover/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
