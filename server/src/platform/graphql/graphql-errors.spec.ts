import { buildSchema, GraphQLError, parse, validate } from 'graphql';
import { formatGraphqlError } from './graphql-errors';

const schema = buildSchema(`
  enum Order { RECENT POPULAR }
  type Query { me: String, posts(order: Order): [String] }
`);

function formattedValidationErrors(document: string) {
  return validate(schema, parse(document)).map((error) => {
    const apollo = new GraphQLError(error.message, {
      nodes: error.nodes,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    return formatGraphqlError(apollo.toJSON(), apollo);
  });
}

describe('formatGraphqlError', () => {
  it('answers a misspelt field without suggesting the schema’s names', () => {
    const [error] = formattedValidationErrors('{ mee }');
    expect(error.message).toBe('Cannot query field "mee" on type "Query".');
    expect(error.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('answers a misspelt enum value without its suggestion either', () => {
    const [error] = formattedValidationErrors('{ posts(order: RECIENT) }');
    expect(error.message).toMatch(/^Value "RECIENT" does not exist in "Order" enum\.$/);
  });

  it('keeps a message that suggests nothing as it is', () => {
    const [error] = formattedValidationErrors('{ me { id } }');
    expect(error.message).toBe(
      'Field "me" must not have a selection since type "String" has no subfields.',
    );
  });
});
