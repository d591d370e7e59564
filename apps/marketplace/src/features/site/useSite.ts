import type { Site } from '../../api/types';
import { loadSite, SITE_KEY } from '../../query/shellQueries';
import { useQuery, type Resource } from '../../query/useQuery';

/** `GET /api/site/`, loaded once and shared: support contacts, app links, grievance officer, operator. */
export function useSite(): Resource<Site> {
  return useQuery(SITE_KEY, loadSite);
}
