/** Unit tests sit beside the code; integration tests under test/integration run on real PostgreSQL. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

// ES-module-only dependencies that Node 20 requires natively but Jest must transform.
const esmOnly = ['content-disposition'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

module.exports = {
  // integration tests process real media on 2 cores; unit tests finish far sooner
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform: { '^.+\\.[tj]sx?$': swc },
      transformIgnorePatterns,
      testMatch: ['<rootDir>/server/src/**/*.spec.ts', '<rootDir>/client/src/**/*.spec.{ts,tsx}'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform: { '^.+\\.[tj]sx?$': swc },
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
      // the Redis adapters are proven against a real Redis, when one is configured
      testPathIgnorePatterns: process.env.REDIS_URL ? [] : ['\\.redis\\.int-spec\\.ts$'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
  ],
};
