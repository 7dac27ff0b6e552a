import { describe, expect, it } from '@jest/globals';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { buildSchema, Kind, validate, type DocumentNode } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as generated from '../../gql/graphql';

/** The server's defaults (GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_COST) and its other armor limits. */
const armor = new ApolloArmor({
  maxDepth: { n: 8 },
  costLimit: { maxCost: 2000 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 50 },
  maxTokens: { n: 2000 },
}).protect();

const schema = buildSchema(readFileSync(join(__dirname, '../../../../schema.graphql'), 'utf8'));

const operations = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    (entry[1] as DocumentNode).kind === Kind.DOCUMENT &&
    (entry[1] as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
);

// Each nested fragment spread counts as two levels of depth on the server: co-located
// fragments nest, and an operation past the limit is refused as a whole.
describe('client operations', () => {
  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations)('%s passes the server validation and its armor limits', (_, document) => {
    const messages = validate(schema, document, armor.validationRules).map((e) => e.message);
    expect(messages).toEqual([]);
  });
});
