import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './client';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

const fallback = createApiClient();

/** The app's one fetch client. */
export function useApi(): ApiClient {
  return useContext(ApiContext) ?? fallback;
}
