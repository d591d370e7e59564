import { useResource, type Resource } from '../../api/ApiProvider';
import type { ApiClient } from '../../api/client';
import * as siteApi from '../../api/site';
import type { Site } from '../../api/types';

/** One request per API client: the footer and every page that shows the operator's details share it. */
const loaded = new WeakMap<ApiClient, Promise<Site>>();

/** The operator's details, asked for once (no abort signal: other screens wait for the same answer). */
function loadSite(api: ApiClient): Promise<Site> {
  let site = loaded.get(api);
  if (!site) {
    site = siteApi.get(api).catch((err: unknown) => {
      loaded.delete(api); // a failed request is asked again by the next screen that needs it
      throw err;
    });
    loaded.set(api, site);
  }
  return site;
}

/** `GET /api/site/`, loaded once and shared: support contacts, app links, grievance officer, operator. */
export function useSite(): Resource<Site> {
  return useResource((api) => loadSite(api), ['site']);
}
