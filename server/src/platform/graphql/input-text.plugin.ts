import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, DocumentNode, GraphQLError, visit } from 'graphql';
import type { DomainError } from '../../kernel/domain-error';
import { hasForbiddenCharacters, inputProblem, InvalidTextError } from '../http/input-text';

/**
 * The REST edge's text rule for an operation: its variables and its document's inline string
 * arguments carry no control characters or lone surrogates, and variables nest no deeper than
 * the limit. The first problem, or null.
 */
export function operationInputProblem(
  document: DocumentNode,
  variables: unknown,
): DomainError | null {
  return (
    inputProblem(variables ?? {}) ??
    (hasForbiddenStringValue(document) ? new InvalidTextError() : null)
  );
}

/**
 * Whether a document's inline strings carry forbidden characters, kept per parsed document: Apollo
 * hands the same DocumentNode to every request with the same text (its document store).
 */
const forbiddenStrings = new WeakMap<DocumentNode, boolean>();

function hasForbiddenStringValue(document: DocumentNode): boolean {
  const known = forbiddenStrings.get(document);
  if (known !== undefined) {
    return known;
  }
  let found = false;
  visit(document, {
    StringValue(node) {
      if (hasForbiddenCharacters(node.value)) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  forbiddenStrings.set(document, found);
  return found;
}

/** The GraphQL error a refused input becomes (400 over HTTP, an error message over graphql-ws). */
export function inputGraphqlError(problem: DomainError): GraphQLError {
  return new GraphQLError(problem.message, {
    extensions: { code: problem.code, http: { status: 400 } },
  });
}

/** Queries and mutations over HTTP: refused as a request error before any resolver runs. */
export function inputTextPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const problem = operationInputProblem(document, request.variables);
          if (problem) {
            throw inputGraphqlError(problem);
          }
        },
      };
    },
  };
}
