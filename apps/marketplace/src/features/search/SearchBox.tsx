import { Button, TextField } from '@haat/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as search from '../../api/search';
import { useDebounced } from '../../query/useDebounced';
import { useQuery } from '../../query/useQuery';
import type { SearchWord } from '../../api/types';
import { searchBoxText as t } from './searchBoxText';

const Form = styled.form`
  display: flex;
  gap: var(--haat-space-2);
  align-items: flex-end;
  > :first-child {
    flex: 1;
  }
`;

/** Wait this long after the last key before asking for suggestions. */
const SUGGEST_DELAY_MS = 200;

export interface SearchBoxProps {
  value: string;
  /** Names the search landmark when a page has more than one (the header's, on wide screens). */
  'aria-label'?: string;
  onSearch: (text: string, category: string | null) => void;
}

/**
 * The search box of the search page and of the phone home, with suggestions (`search.words`) offered in a
 * native `<datalist>` (the browser's own, accessible, suggestion list).
 */
export function SearchBox({ value, onSearch, 'aria-label': ariaLabel }: SearchBoxProps) {
  const listId = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // A new search from the URL (back/forward) replaces what is typed.
    setSeen(value);
    setText(value);
  }

  const term = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const suggested = useQuery(term.length >= 2 ? `search-words:${term}` : null, (api, signal) =>
    search.words(api, term, { signal }),
  );
  const words: SearchWord[] = suggested.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    const picked = words.find((w) => w.label === typed || w.search === typed);
    onSearch(picked ? picked.search || '' : typed, picked?.category ?? null);
  };

  return (
    <Form role="search" aria-label={ariaLabel} onSubmit={submit}>
      <TextField
        label={t.label}
        type="search"
        value={text}
        onChange={setText}
        list={listId}
        autoComplete="off"
        placeholder={t.placeholder}
      />
      <datalist id={listId}>
        {words.map((w) => (
          <option key={`${w.label}|${w.category ?? ''}`} value={w.search || w.label}>
            {w.label}
          </option>
        ))}
      </datalist>
      <Button type="submit">{t.submit}</Button>
    </Form>
  );
}
