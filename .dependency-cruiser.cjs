/** Layer rules of ARCHITECTURE.md: domain and application stay free of adapters and frameworks. */
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
          '^server/src/platform/(pubsub|queue|config|rate-limit|storage|database)/[^/]+\\.port\\.ts$',
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
