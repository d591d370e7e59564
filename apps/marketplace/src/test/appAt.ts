import { memoryLocation } from 'wouter/memory-location';
import { CATS, fakeApi, type Routes } from './fakeApi';

/**
 * What the whole app needs to open at `path` (its query included) without a network or a
 * browser address bar: a fake API that answers the categories and `routes`, and a memory
 * location. `location.history` records every navigation; `api.calls` every request.
 */
export function appAt(path: string, routes: Routes = {}) {
  const [pathname, search = ''] = path.split('?');
  const api = fakeApi({ '/api/lookup/cats/': { body: CATS }, ...routes });
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  return { api, location };
}
