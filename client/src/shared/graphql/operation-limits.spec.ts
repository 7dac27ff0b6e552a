import { describe, expect, it } from '@jest/globals';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { buildSchema, Kind, validate, type DocumentNode } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  armorOptions,
  DEFAULT_GRAPHQL_LIMITS,
} from '../../../../server/src/platform/graphql/armor-options';
import * as generated from '../../gql/graphql';

/** The server's own armor limits, at their defaults (GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_COST). */
const armor = new ApolloArmor(armorOptions(DEFAULT_GRAPHQL_LIMITS)).protect();

const schema = buildSchema(readFileSync(join(__dirname, '../../../../schema.graphql'), 'utf8'));

const operations = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    (entry[1] as DocumentNode).kind === Kind.DOCUMENT &&
    (entry[1] as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
);

// An operation past a limit is refused as a whole (fragments count as their fields in place).
describe('client operations', () => {
  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations)('%s passes the server validation and its armor limits', (_, document) => {
    const messages = validate(schema, document, armor.validationRules).map((e) => e.message);
    expect(messages).toEqual([]);
  });
});
