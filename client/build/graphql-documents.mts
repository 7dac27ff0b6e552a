import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('../src/gql/graphql.ts', import.meta.url));
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION =
  /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/** The client preset's name for a document's export in gql/graphql.ts. */
export function documentExportName(source: string): string | null {
  const match = DEFINITION.exec(source);
  if (!match) {
    return null;
  }
  const [, kind, name] = match;
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

const VIRTUAL = 'virtual:mixel-gql-document/';
const RESOLVED = `\0${VIRTUAL}`;
const EXPORT = /^export const ([A-Za-z0-9_]+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** Each document's AST as gql/graphql.ts holds it, by export name. */
function readDocuments(generated: string): Map<string, string> {
  return new Map([...generated.matchAll(EXPORT)].map(([, name, ast]) => [name, ast]));
}

/**
 * Replaces each `graphql(`…`)` call with its document, imported from a module of its own (what
 * the client preset's Babel optimizer does, one step further). Without it every chunk that calls
 * graphql() pulls in gql.ts's map of all the app's documents, and one shared module would still
 * carry every document some chunk uses; with it each route carries only its own.
 */
export function graphqlDocuments(): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'mixel:graphql-documents',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      this.addWatchFile(GENERATED);
      documents = readDocuments(readFileSync(GENERATED, 'utf8'));
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) {
        return null;
      }
      const name = id.slice(RESOLVED.length);
      const ast = documents.get(name);
      if (!ast) {
        this.error(`gql/graphql.ts has no document ${name}: run npm run codegen`);
      }
      return `export default ${ast};`;
    },
    transform(code, id) {
      if (!/\/client\/src\/.*\.tsx?$/.test(id) || id.includes('/client/src/gql/')) {
        return null;
      }
      if (!code.includes('graphql(`')) {
        return null;
      }
      const imports = new Set<string>();
      const replaced = code.replace(CALL, (call, source: string) => {
        const name = documentExportName(source);
        if (!name) {
          this.error(`Cannot name the GraphQL document in ${id}: ${call.slice(0, 80)}`);
        }
        imports.add(name);
        return `__gql_${name}`;
      });
      if (imports.size === 0) {
        return null;
      }
      const header = [...imports]
        .map((name) => `import __gql_${name} from ${JSON.stringify(VIRTUAL + name)};`)
        .join('\n');
      return { code: `${header}\n${replaced}`, map: null };
    },
  };
}
