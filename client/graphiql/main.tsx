import './workers';
import 'graphiql/style.css';
import './graphiql.css';
import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const wsProtocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';

const baseFetcher = createGraphiQLFetcher({
  url: `${window.location.origin}/graphql`,
  subscriptionUrl: `${wsProtocol}//${window.location.host}/graphql`,
});

/** The header template starts as "Bearer " with no token: do not send that as a credential. */
function withoutEmptyBearer(headers: Record<string, unknown> | undefined) {
  if (!headers) {
    return headers;
  }
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) =>
        name.toLowerCase() !== 'authorization' ||
        (typeof value === 'string' && value.replace(/^Bearer\s*/i, '').trim() !== ''),
    ),
  );
}

const fetcher: Fetcher = (params, options) =>
  baseFetcher(
    params,
    options ? { ...options, headers: withoutEmptyBearer(options.headers) } : options,
  );

const defaultQuery = `# Bienvenido al explorador GraphQL de Mixel.
# Para consultar como usuario, añade en "Headers":
# { "Authorization": "Bearer <tu token>" }

query Yo {
  me {
    id
    name
    fullname
    plan
    credits
  }
}
`;

const defaultHeaders = JSON.stringify({ Authorization: 'Bearer ' }, null, 2);

const container = document.getElementById('graphiql');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <GraphiQL
        fetcher={fetcher}
        defaultQuery={defaultQuery}
        initialHeaders={defaultHeaders}
        isHeadersEditorEnabled
        defaultEditorToolsVisibility="headers"
      />
    </StrictMode>,
  );
}
