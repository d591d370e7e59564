import { Button, detailLabel, detailValue, Heading, NumberInput, Select, Stack, TextField } from '@haat/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { detailFiltersFor, type SearchState } from '../../features/search/searchState';
import { useAppState } from '../../state/AppState';
import { fill } from '../shared/fill';
import { filtersText as t } from './filtersText';

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--haat-space-2);
`;

export interface FiltersProps {
  state: SearchState;
  /** Called with the next state; the page writes it into the URL. */
  onChange: (next: SearchState) => void;
  /** Show the "Filters" heading; a sheet that has its own title leaves it out. @default true */
  heading?: boolean;
  /** Called after Apply has passed its checks and applied the typed values (a sheet closes). */
  onApplied?: () => void;
}

/**
 * Category, sub-category, price range and the category's own filters. Choices in a list apply at
 * once (the listing reloads when category or sub-category change); typed values apply on Apply.
 */
export function Filters({ state, onChange, heading = true, onApplied }: FiltersProps) {
  const headingId = useId();
  const { cats } = useAppState();
  const category = cats.find((c) => c.slug === state.category);
  const details = detailFiltersFor(state.category, state.sub_category);
  // Typed values are a draft until Apply; the draft restarts whenever the applied search changes.
  const appliedKey = JSON.stringify(state);
  const fromState = () => ({
    key: appliedKey,
    min: state.min_price?.toString() ?? '',
    max: state.max_price?.toString() ?? '',
    data: state.data,
  });
  // Starts from the applied search too: a sheet opened on a filtered search keeps its values on Apply.
  const [draft, setDraft] = useState(fromState);
  const current = draft.key === appliedKey ? draft : fromState();
  if (draft.key !== appliedKey) setDraft(current);

  const [priceError, setPriceError] = useState<string | undefined>();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // Caught here, on the field, instead of an empty listing and a server 400.
    if (current.min && current.max && Number(current.max) < Number(current.min)) {
      setPriceError(t.priceOrder);
      maxRef.current?.focus();
      return;
    }
    setPriceError(undefined);
    onChange({
      ...state,
      min_price: current.min ? Number(current.min) : undefined,
      max_price: current.max ? Number(current.max) : undefined,
      data: Object.fromEntries(Object.entries(current.data).filter(([, v]) => v)),
    });
    onApplied?.();
  };
  const maxRef = useRef<HTMLInputElement>(null);
  const setData = (key: string, value: string) => setDraft({ ...current, data: { ...current.data, [key]: value } });

  return (
    <Stack
      as="form"
      gap={3}
      onSubmit={apply}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': t.heading })}
    >
      {heading ? (
        <Heading level={2} size="lg" id={headingId}>
          {t.heading}
        </Heading>
      ) : null}
      <Select
        label={t.category}
        placeholder={t.allCategories}
        options={cats.map((c) => ({ value: c.slug, label: c.title }))}
        value={state.category ?? ''}
        onChange={(next) => onChange({ ...state, category: next || undefined, sub_category: undefined, data: {} })}
      />
      {category && category.subCategories.length > 0 ? (
        <Select
          label={t.subCategory}
          placeholder={fill(t.allOf, { title: category.title })}
          options={category.subCategories.map((s) => ({ value: s.slug, label: s.title }))}
          value={state.sub_category ?? ''}
          onChange={(next) => onChange({ ...state, sub_category: next || undefined, data: {} })}
        />
      ) : null}
      <Pair>
        <NumberInput
          label={t.minPrice}
          value={current.min}
          maxLength={9}
          onChange={(v) => {
            setDraft({ ...current, min: v });
            setPriceError(undefined);
          }}
        />
        <NumberInput
          ref={maxRef}
          label={t.maxPrice}
          value={current.max}
          maxLength={9}
          error={priceError}
          onChange={(v) => {
            setDraft({ ...current, max: v });
            setPriceError(undefined);
          }}
        />
      </Pair>
      {details.map((f) =>
        f.kind === 'select' ? (
          <Select
            key={f.key}
            label={detailLabel(f.key, f.label)}
            placeholder={t.any}
            options={(f.options ?? []).map((o) => ({
              value: o,
              label: f.key.endsWith('_min') ? `${o}+` : detailValue(o),
            }))}
            value={state.data[f.key] ?? ''}
            onChange={(next) => onChange({ ...state, data: { ...state.data, [f.key]: next } })}
          />
        ) : f.kind === 'number' ? (
          <NumberInput
            key={f.key}
            label={detailLabel(f.key, f.label)}
            maxLength={9}
            value={current.data[f.key] ?? ''}
            onChange={(v) => setData(f.key, v)}
          />
        ) : (
          <TextField
            key={f.key}
            label={detailLabel(f.key, f.label)}
            value={current.data[f.key] ?? ''}
            onChange={(v) => setData(f.key, v)}
          />
        ),
      )}
      <Button type="submit" variant="secondary">
        {t.apply}
      </Button>
    </Stack>
  );
}
