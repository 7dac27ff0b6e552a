import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit } from 'graphql';
import { hasForbiddenCharacters, inputProblem, InvalidTextError } from '../http/input-text';

/**
 * The REST edge's text rule for GraphQL: variables and the document's inline string arguments
 * carry no control characters or lone surrogates, and variables nest no deeper than the limit.
 * Refused as a request error (400), before any resolver runs.
 */
export function inputTextPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let problem = inputProblem(request.variables ?? {});
          if (!problem) {
            visit(document, {
              StringValue(node) {
                if (hasForbiddenCharacters(node.value)) {
                  problem = new InvalidTextError();
                  return BREAK;
                }
                return undefined;
              },
            });
          }
          if (problem) {
            throw new GraphQLError(problem.message, {
              extensions: { code: problem.code, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
