import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from '../features/accounts/session/SessionProvider';
import { ThemeProvider, useThemeControl } from '../shared/hooks/theme';
import { Toasts } from '../shared/ui/Toasts';
import { createApolloClient } from './providers/apollo';
import { AppRoutes } from './router';

function ThemedToaster() {
  const { theme } = useThemeControl();
  return <Toasts theme={theme} />;
}

export function App() {
  const [client] = useState(() => createApolloClient());
  return (
    <ThemeProvider>
      <ApolloProvider client={client}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </ApolloProvider>
      <ThemedToaster />
    </ThemeProvider>
  );
}
