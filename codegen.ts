import type { CodegenConfig } from '@graphql-codegen/cli';

/** CODEGEN_OUT lets the staleness check generate elsewhere and compare. */
const out = process.env.CODEGEN_OUT ?? 'client/src/gql/';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    [out]: {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
