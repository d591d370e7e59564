import { Button } from '@haat/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import { ApiError } from '../../api/client';
import * as reach from '../../api/reach';
import type { SavedSearchInput } from '../../api/types';
import { loginRedirectPath } from '../redirect';
import { useQueryCache } from '../../query/useQuery';
import { useAppState } from '../../state/AppState';
import { SAVED_SEARCHES as SAVED_SEARCHES_KEY } from '../../query/accountKeys';
import { reachText as text } from './reachText';

/**
 * "Save this search" on a search page: the search as the page runs it (its filters, place and
 * order). Visitors are sent to log in first and come back to the page.
 */
export function SaveSearchButton({ search }: { search: SavedSearchInput }) {
  const api = useApi();
  const cache = useQueryCache();
  const { profile } = useAppState();
  const [path, navigate] = useLocation();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState('');

  const save = async () => {
    if (!profile) {
      navigate(loginRedirectPath(path + window.location.search));
      return;
    }
    setState('saving');
    setError('');
    try {
      await reach.saveSearch(api, search);
      cache.invalidate(SAVED_SEARCHES_KEY);
      setState('saved');
    } catch (err) {
      setState('idle');
      setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.detail ?? '') : '');
    }
  };

  return (
    <div>
      <Button
        variant="secondary"
        size="sm"
        loading={state === 'saving'}
        disabled={state === 'saved'}
        aria-describedby={state === 'saved' || error ? 'save-search-said' : undefined}
        onClick={() => void save()}
      >
        {state === 'saved' ? text.searchSaved : profile ? text.saveSearch : text.signInToSave}
      </Button>
      <p id="save-search-said" role="status">
        {state === 'saved' ? text.searchSavedHint : error}
      </p>
    </div>
  );
}
