import { render } from '@testing-library/react';
import { App } from '../App';
import { appAt } from './appAt';
import type { Routes } from './fakeApi';

/**
 * The whole app at `path` (its query included), over a fake API that answers the categories and
 * `routes`. `location.history` records every navigation; `api.calls` every request.
 */
export function renderApp(path: string, routes: Routes = {}) {
  const { api, location } = appAt(path, routes);
  // No chat socket: pages that need one render the app with `fakeSocket()` themselves.
  render(<App fetch={api.fetch} location={location} socket={null} />);
  return { api, location };
}
