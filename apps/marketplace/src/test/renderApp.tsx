import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App';
import { CATS, fakeApi, type Routes } from './fakeApi';

/**
 * The whole app at `path` (its query included), over a fake API that answers the categories and
 * `routes`. `location.history` records every navigation; `api.calls` every request.
 */
export function renderApp(path: string, routes: Routes = {}) {
  const [pathname, search = ''] = path.split('?');
  const api = fakeApi({ '/api/lookup/cats/': { body: CATS }, ...routes });
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(<App fetch={api.fetch} location={location} />);
  return { api, location };
}
