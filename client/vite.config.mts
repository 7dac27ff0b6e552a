import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { graphqlDocuments } from './build/graphql-documents.mts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root,
  // brotli and gzip copies next to each asset, served as they are with Content-Encoding
  plugins: [
    graphqlDocuments(),
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    // read by scripts/check-js-budget.mjs; a dot folder, which the static server does not serve
    manifest: true,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      // GraphiQL's modules open with "use no memo", a hint to the React Compiler that means
      // nothing once bundled; every other log is shown
      onLog(level, log, defaultHandler) {
        const noMemo = log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use no memo');
        if (level !== 'warn' || !noMemo) {
          defaultHandler(level, log);
        }
      },
    },
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/graphql': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
