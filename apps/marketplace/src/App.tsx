import { GlobalStyle, ThemeProvider } from '@haat/ui';
import { useMemo, useState } from 'react';
import { ApiProvider } from './api/ApiProvider';
import { createApiClient } from './api/client';
import { AppRoutes } from './routes';
import { Shell } from './shell/Shell';
import { AppStateProvider } from './state/AppState';

export interface AppProps {
  /** The network, replaceable in tests. @default globalThis.fetch */
  fetch?: typeof fetch;
}

export function App({ fetch }: AppProps) {
  const [toast, setToast] = useState<string | null>(null);
  const client = useMemo(() => createApiClient({ fetch, notify: setToast }), [fetch]);
  return (
    <ThemeProvider>
      <GlobalStyle />
      <ApiProvider client={client}>
        <AppStateProvider>
          <Shell toast={toast} onToastDismiss={() => setToast(null)}>
            <AppRoutes />
          </Shell>
        </AppStateProvider>
      </ApiProvider>
    </ThemeProvider>
  );
}
