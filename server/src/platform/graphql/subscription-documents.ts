import {
  DocumentNode,
  GraphQLError,
  GraphQLSchema,
  parse,
  validate,
  ValidationRule,
} from 'graphql';

/**
 * Operations arriving over graphql-ws, parsed and validated once per distinct query text.
 * graphql-js keeps the document of a running subscription for its whole life; thousands of
 * subscribers sending the same query then share one document (with its locations and tokens)
 * instead of holding a copy each, and nobody parses or validates the same text twice.
 */
export class SubscriptionDocuments {
  private readonly documents = new Map<string, DocumentNode>();
  private readonly validated = new WeakSet<DocumentNode>();

  constructor(
    private readonly rules: readonly ValidationRule[],
    private readonly maxTokens?: number,
    private readonly capacity = 500,
  ) {}

  /** The errors of a query (syntax, or any validation rule), or undefined when it may run. */
  check(schema: GraphQLSchema, query: string): readonly GraphQLError[] | undefined {
    if (this.documents.has(query)) {
      return undefined;
    }
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: this.maxTokens });
    } catch (err) {
      return [err as GraphQLError];
    }
    const errors = validate(schema, document, this.rules);
    if (errors.length > 0) {
      return errors;
    }
    if (this.documents.size >= this.capacity) {
      // forget the oldest: the few queries a client app sends stay, one-off texts come and go
      this.documents.delete(this.documents.keys().next().value!);
    }
    this.documents.set(query, document);
    this.validated.add(document);
    return undefined;
  }

  /** graphql-ws's `parse`: the shared document of a checked query. */
  readonly parse = (query: string): DocumentNode =>
    this.documents.get(query) ?? parse(query, { maxTokens: this.maxTokens });

  /** graphql-ws's `validate`: nothing left to report for a checked document. */
  readonly validate = (schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] =>
    this.validated.has(document) ? [] : validate(schema, document, this.rules);
}
