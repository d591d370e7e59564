import { defineText } from '../../locale/text';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../inputs/Button';
import type { Schedule } from '../Toast';
import {
  ActionButton,
  Chip,
  Chips,
  CloseButton,
  Content,
  Header,
  Listbox,
  NoResults,
  Option,
  Overlay,
  SearchBox,
  SearchInput,
  SearchLabel,
  SectionTitle,
  Status,
  Title,
} from './LocationModal.styles';

/** A chosen location (spec section 3); stored by the app under `location`. */
export interface Place {
  name: string;
  state: string;
  city: string;
  area: string;
  lat?: number;
  lng?: number;
}

/** What `Search All India` emits: no city, no area, no state. */
export const ALL_INDIA: Place = { name: 'All India', state: '', city: '', area: '' };

/** `locate()` resolves to this when the browser has no geolocation. */
export const GEOLOCATION_UNSUPPORTED = 'unsupported';

export const defaultLocationText = defineText('ui.locationModal', {
  title: 'Choose your location',
  useCurrentLocation: 'Use current location',
  locating: 'Finding your location…',
  locateFailed: "We couldn't find your location. Search for your city or area instead.",
  unsupported: 'Sorry, your browser does not support geolocation services.',
  searchLabel: 'Search a city or area',
  searchPlaceholder: 'Enter city, area',
  noResults: 'No places match your search',
  popularCities: 'Popular cities',
  searchAllIndia: 'Search All India',
  close: 'Close',
});
export type LocationText = typeof defaultLocationText;

export interface LocationModalProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with the next open state: `false` on Escape, Close, an outside click or a choice. */
  onOpenChange: (open: boolean) => void;
  /** The current location, highlighted among the popular cities. */
  value?: Place | null;
  /** Called with the chosen place; the dialog then closes. */
  onChange: (place: Place) => void;
  /** Suggestions for what the user typed (the app restricts them to India). */
  searchPlaces: (query: string) => Promise<Place[]>;
  /**
   * The device's location as a place. Resolve `'unsupported'` when the browser has no geolocation;
   * `null` or a rejection is a failure and gives an empty result.
   */
  locate: () => Promise<Place | null | typeof GEOLOCATION_UNSUPPORTED>;
  /** The 12 popular cities, shown as chips. */
  popularCities: Place[];
  /** Wait this long after the last keystroke before searching. @default 300 */
  debounceMs?: number;
  /** Runs the debounce timer; injected so tests control time. */
  schedule?: Schedule;
  /** The dialog's words; a translated catalogue replaces them. @default defaultLocationText */
  text?: Partial<LocationText>;
}

const defaultSchedule: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

type LocateStatus = 'idle' | 'locating' | 'failed' | 'unsupported';

function describe(place: Place) {
  return [place.area, place.city, place.state].filter((part) => part && part !== place.name).join(', ');
}

function samePlace(a: Place | null | undefined, b: Place) {
  return !!a && a.name === b.name && a.city === b.city && a.state === b.state && a.area === b.area;
}

/**
 * The location picker: current location, a place search with debounced suggestions (an ARIA
 * combobox with keyboard selection), the popular cities and `Search All India`.
 */
export function LocationModal({
  open,
  onOpenChange,
  value,
  onChange,
  searchPlaces,
  locate,
  popularCities,
  debounceMs = 300,
  schedule = defaultSchedule,
  text: textOverrides,
}: LocationModalProps) {
  const text = { ...defaultLocationText, ...textOverrides };
  const ids = useId();
  const inputId = `${ids}-search`;
  const listId = `${ids}-list`;
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Place[] | null>(null);
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const [locateStatus, setLocateStatus] = useState<LocateStatus>('idle');
  const latest = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // Debounced search; an answer to an older query never replaces a newer one.
  useEffect(() => {
    const q = query.trim();
    const request = ++latest.current;
    if (!q) return;
    return schedule(() => {
      searchPlaces(q)
        .catch(() => [] as Place[])
        .then((places) => {
          if (request !== latest.current) return;
          setSuggestions(places);
          setActive(-1);
        });
    }, debounceMs);
  }, [query, searchPlaces, schedule, debounceMs]);

  const reset = () => {
    latest.current++;
    setQuery('');
    setSuggestions(null);
    setActive(-1);
    setListOpen(false);
    setLocateStatus('idle');
  };

  const choose = (place: Place) => {
    onChange(place);
    reset();
    onOpenChange(false);
  };

  const useCurrent = async () => {
    if (locateStatus === 'locating') return;
    setLocateStatus('locating');
    let place: Place | null | typeof GEOLOCATION_UNSUPPORTED = null;
    try {
      place = await locate();
    } catch {
      place = null; // a failure is an empty result (spec section 8)
    }
    if (place === GEOLOCATION_UNSUPPORTED) setLocateStatus('unsupported');
    else if (place) {
      setLocateStatus('idle');
      choose(place);
    } else setLocateStatus('failed');
  };

  const expanded = listOpen && query.trim() !== '' && suggestions !== null;
  const options = expanded ? suggestions : [];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
      if (active === -1 && step === -1) setActive(options.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const place = options[active];
      if (place) choose(place);
    } else if (event.key === 'Home' && expanded && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && expanded && active >= 0) {
      event.preventDefault();
      setActive(options.length - 1);
    }
  };

  const statusText =
    locateStatus === 'locating'
      ? text.locating
      : locateStatus === 'failed'
        ? text.locateFailed
        : locateStatus === 'unsupported'
          ? text.unsupported
          : '';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <Overlay />
        </Dialog.Overlay>
        <Dialog.Content
          asChild
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Start in the search box rather than on the close button.
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // The first Escape closes the suggestions, the next one the dialog.
            if (expanded) {
              event.preventDefault();
              setListOpen(false);
            }
          }}
        >
          <Content>
            <Header>
              <Dialog.Title asChild>
                <Title>{text.title}</Title>
              </Dialog.Title>
              <Dialog.Close asChild>
                <CloseButton type="button" aria-label={text.close}>
                  <span aria-hidden="true">×</span>
                </CloseButton>
              </Dialog.Close>
            </Header>

            <SearchBox>
              <SearchLabel htmlFor={inputId}>{text.searchLabel}</SearchLabel>
              <SearchInput
                ref={inputRef}
                id={inputId}
                type="text"
                role="combobox"
                autoComplete="off"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={listId}
                aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
                placeholder={text.searchPlaceholder}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setListOpen(true);
                  if (event.target.value.trim() === '') setSuggestions(null);
                }}
                onKeyDown={onKeyDown}
                onBlur={() => setListOpen(false)}
              />
              <Listbox id={listId} role="listbox" aria-label={text.searchLabel} hidden={options.length === 0}>
                {options.map((place, i) => (
                  <Option
                    key={`${place.name}-${place.city}-${place.state}-${i}`}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    // mousedown, not click: the input's blur would close the list first.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(place);
                    }}
                    onMouseMove={() => setActive(i)}
                  >
                    <span>{place.name}</span>
                    {describe(place) && <small>{describe(place)}</small>}
                  </Option>
                ))}
              </Listbox>
              {expanded && options.length === 0 && <NoResults role="status">{text.noResults}</NoResults>}
            </SearchBox>

            <ActionButton type="button" onClick={useCurrent} aria-busy={locateStatus === 'locating' || undefined}>
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <circle cx="12" cy="12" r="4" />
                <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
              </svg>
              {text.useCurrentLocation}
            </ActionButton>
            <Status role="status" data-tone={locateStatus === 'unsupported' ? 'danger' : undefined}>
              {statusText}
            </Status>

            <section aria-labelledby={`${ids}-popular`}>
              <SectionTitle id={`${ids}-popular`}>{text.popularCities}</SectionTitle>
              <Chips>
                {popularCities.map((city) => (
                  <li key={`${city.name}-${city.state}`}>
                    <Chip type="button" aria-pressed={samePlace(value, city)} onClick={() => choose(city)}>
                      {city.name}
                    </Chip>
                  </li>
                ))}
              </Chips>
            </section>

            <Button variant="secondary" size="lg" block onClick={() => choose(ALL_INDIA)}>
              {text.searchAllIndia}
            </Button>
          </Content>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
