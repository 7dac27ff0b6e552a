import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { SessionProvider } from '../features/accounts/session/SessionProvider';
import { ThemeProvider, useThemeControl } from '../shared/hooks/theme';
import { TooltipProvider } from '../shared/ui/Tooltip';
import { createApolloClient } from './providers/apollo';
import { router } from './router';

function ThemedToaster() {
  const { theme } = useThemeControl();
  return <Toaster theme={theme} visibleToasts={20} position="top-center" richColors closeButton />;
}

export function App() {
  const [client] = useState(() => createApolloClient());
  return (
    <ThemeProvider>
      <ApolloProvider client={client}>
        <SessionProvider>
          <TooltipProvider>
            <RouterProvider router={router} />
          </TooltipProvider>
        </SessionProvider>
      </ApolloProvider>
      <ThemedToaster />
    </ThemeProvider>
  );
}
