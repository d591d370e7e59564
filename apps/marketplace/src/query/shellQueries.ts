import type { ApiClient } from '../api/client';
import { cats } from '../api/lookup';
import { get as getSite } from '../api/site';

/** The cache keys of what every page's shell shows: the categories and the operator's details. */
export const CATS_KEY = 'cats';
export const SITE_KEY = 'site';

export const loadCats = (api: ApiClient, signal: AbortSignal) => cats(api, { signal });
export const loadSite = (api: ApiClient, signal: AbortSignal) => getSite(api, { signal });
