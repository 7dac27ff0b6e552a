// Monaco editor workers for GraphiQL. The same setup as `graphiql/setup-workers/vite`, kept in our
// source so the `?worker` imports go through Vite's pipeline in dev (the dependency pre-bundler
// cannot load them) as well as in the build.
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

interface MonacoEnvironment {
  getWorker: (workerId: string, label: string) => Worker;
}

(globalThis as typeof globalThis & { MonacoEnvironment?: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    if (label === 'json') {
      return new JsonWorker();
    }
    if (label === 'graphql') {
      return new GraphQLWorker();
    }
    return new EditorWorker();
  },
};
