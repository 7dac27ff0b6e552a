import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';

/**
 * The armor limits of every GraphQL operation (HTTP and graphql-ws). Depth and cost are measured
 * through fragments as if their fields were written in place, so clients may co-locate fragments
 * without being charged for the nesting. The client's tests validate its operations with these.
 */
export function armorOptions(limits: { maxDepth: number; maxCost: number }): GraphQLArmorConfig {
  return {
    maxDepth: { n: limits.maxDepth, flattenFragments: true },
    costLimit: { maxCost: limits.maxCost, flattenFragments: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 50 },
    // armor's token limit throws from a parsing hook, which Apollo answers 500 to every
    // document that does not parse: graphql-js counts tokens itself (parseOptions)
    maxTokens: { enabled: false },
    // formatGraphqlError drops suggestions from every error; armor's plugin did it on every
    // request (a hook per request, for the rare one that fails)
    blockFieldSuggestion: { enabled: false },
  };
}

/** The defaults of GRAPHQL_MAX_DEPTH and GRAPHQL_MAX_COST. */
export const DEFAULT_GRAPHQL_LIMITS = { maxDepth: 8, maxCost: 2000 } as const;
