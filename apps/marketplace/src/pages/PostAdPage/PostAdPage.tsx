import {
  Button,
  Checkbox,
  DocumentList,
  GEOLOCATION_UNSUPPORTED,
  NumberInput,
  PhoneInput,
  PhotoList,
  PriceInput,
  Select,
  TextArea,
  TextField,
  ValidationGroup,
  type ValidationGroupHandle,
  detailValue,
} from '@haat/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation, useParams } from 'wouter';
import * as ads from '../../api/ads';
import { useApi } from '../../api/ApiProvider';
import { useDebounced } from '../../query/useDebounced';
import { MY_ADS } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { myAdQuery } from '../../features/ads/myAdQuery';
import { ApiError } from '../../api/client';
import * as lookup from '../../api/lookup';
import type { Ad, Place } from '../../api/types';
import { clearDraft, readDraft, writeDraft } from '../../state/adDraft';
import { photoUploader } from '../../features/ads/uploadPhoto';
import { documentUploader } from '../../features/ads/uploadDocument';
import { saveDocument } from '../../features/ads/saveDocument';
import { usePageMeta } from '../../seo/usePageMeta';
import { useAppState } from '../../state/AppState';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import { fill } from '../shared/fill';
import { Card, Muted, PageTitle } from '../shared/Page';
import {
  detailFields,
  emptyForm,
  formErrors,
  fromAd,
  keptDetails,
  presetFromAddress,
  takesDocuments,
  toAdInput,
  type AdFormValues,
  type AdPlace,
  type DetailField,
} from './adForm';
import { postAdText as t } from './postAdText';
import { useAddressSearch } from '../../features/addressSearch';
import { offerInstall } from '../../pwa/install';

const Form = styled.form`
  display: grid;
  gap: var(--haat-space-4);
  max-width: 720px;
`;

const Section = styled(Card)`
  display: grid;
  gap: var(--haat-space-4);
  & > h2 {
    margin: 0;
    font-size: var(--haat-font-size-lg);
  }
`;

const Pair = styled.div`
  display: grid;
  gap: var(--haat-space-4);
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

/** Area, city and pincode of the chosen place, in a row that wraps on a phone. */
const PlaceParts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-1) var(--haat-space-4);
  margin: 0;
  & > div {
    display: flex;
    gap: var(--haat-space-1);
  }
  & dt {
    color: var(--haat-color-text-muted);
  }
  & dd {
    margin: 0;
  }
`;
const Places = styled.ul`
  display: grid;
  gap: var(--haat-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    width: 100%;
    height: auto;
    min-height: 44px;
    text-align: start;
    /* A long place ("Koramangala 1st Block, Bengaluru, Karnataka") wraps inside a 320 px phone. */
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const Alert = styled.p`
  margin: 0;
  color: var(--haat-color-text-danger);
`;

const placeLabel = (p: Pick<Place, 'name' | 'area' | 'city' | 'state'>) =>
  [p.area || null, p.city || p.name, p.state].filter(Boolean).join(', ');

type Errors = Record<string, string | undefined>;

/** The server's limit on one upload (the contract's UPLOAD_MAX_MB), checked before sending. */
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * `/post-free-ad/` and `/my-listing/{id}/`: one form; editing loads the owner's ad (else not found).
 * A new ad starts from the kept draft, else from the chosen location and the category (and
 * sub-category) of `?category=…&sub_category=…`.
 */
export default function PostAdPage() {
  const { id } = useParams<{ id?: string }>();
  const editing = id !== undefined;
  const api = useApi();
  const mine = useQuery(editing ? myAdQuery(id).key : null, myAdQuery(id ?? '').load);
  usePageMeta({ title: editing ? t.metaEdit : t.metaPost });
  if (editing && mine.error && [403, 404].includes(mine.error.status)) return <NotFoundPage />;
  if (editing && !mine.data) {
    return (
      <section aria-labelledby="page-title" aria-busy={mine.loading}>
        <PageTitle id="page-title">{t.titleEdit}</PageTitle>
        <Muted role="status">{mine.error ? t.failed : t.loadingAd}</Muted>
      </section>
    );
  }
  return <AdForm key={id ?? 'new'} api={api} ad={mine.data ?? null} />;
}

function AdForm({ api, ad }: { api: ReturnType<typeof useApi>; ad: Ad | null }) {
  const app = useAppState();
  const cache = useQueryCache();
  const [, navigate] = useLocation();
  const group = useRef<ValidationGroupHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const userKey = String(app.profile?.id ?? app.profile?.mobile ?? 'anonymous');
  const search = useAddressSearch();
  const [start, setStart] = useState(() => {
    if (ad) return { values: fromAd(ad), restored: false, awaitingCats: false };
    const draft = readDraft<AdFormValues>(userKey);
    if (draft && (draft.title || draft.category || draft.photos?.length)) {
      return { values: { ...emptyForm, ...draft }, restored: true, awaitingCats: false };
    }
    const stored = app.location;
    const place: AdPlace | null = stored?.city
      ? {
          name: stored.name,
          city: stored.city,
          state: stored.state ?? '',
          area: stored.area ?? '',
          lat: stored.lat,
          lng: stored.lng,
        }
      : null;
    const phone = app.profile?.mobile ? `+91 ${app.profile.mobile}` : '';
    const values = { ...emptyForm, place, phone, ...presetFromAddress(search, app.cats) };
    return { values, restored: false, awaitingCats: app.cats.length === 0 };
  });
  const [values, setValues] = useState<AdFormValues>(start.values);
  // The categories were still loading when the form began: once they arrive, choose the address's
  // category unless the seller has started. It joins the start, so it is not kept as a draft alone.
  if (start.awaitingCats && app.cats.length) {
    const preset = values === start.values ? presetFromAddress(search, app.cats) : null;
    const next = preset ? { ...values, ...preset } : values;
    setStart({ ...start, values: next, awaitingCats: false });
    if (next !== values) setValues(next);
  }
  const [draftRestored, setDraftRestored] = useState(start.restored);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  // Counts failed saves: each one moves focus to the first invalid field once its error has
  // rendered (not again while the user mends the fields).
  const [failures, setFailures] = useState(0);
  const upload = useMemo(() => photoUploader(api), [api]);
  const uploadDocument = useMemo(() => documentUploader(api), [api]);

  // The draft follows every change (post mode only).
  useEffect(() => {
    if (!ad && values !== start.values) writeDraft(userKey, values);
  }, [ad, userKey, values, start.values]);

  const category = app.cats.find((c) => c.slug === values.category);
  const fields = detailFields(values.category, values.subCategory);

  const set =
    <K extends keyof AdFormValues>(key: K, errorKey: string = key) =>
    (next: AdFormValues[K]) => {
      setValues((v) => ({ ...v, [key]: next }));
      setErrors((e) => ({ ...e, [errorKey]: undefined }));
    };
  const setDetail = (key: string) => (next: string) => {
    setValues((v) => ({ ...v, details: { ...v.details, [key]: next } }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!group.current?.validate()) return;
    setState('saving');
    try {
      const input = toAdInput(values);
      const saved = ad ? await ads.update(api, ad.id, input) : await ads.create(api, input);
      if (!ad) {
        clearDraft(userKey);
        // An ad posted: a moment to offer installing Haat (pwa/install.ts)
        offerInstall();
      }
      // My ads, the edit form and the ad's page show what was saved; new ads join the latest.
      cache.invalidate(MY_ADS);
      cache.invalidate(myAdQuery(String(saved.id)).key);
      cache.invalidate(`ad:${saved.id}/`);
      if (!ad) cache.invalidate('home:latest:');
      navigate(`/view/${saved.id}/?${ad ? 'saved' : 'posted'}=1`);
    } catch (err) {
      setErrors(err instanceof ApiError && err.status === 400 ? formErrors(err.fields) : {});
      setState('failed');
      setFailures((n) => n + 1);
    }
  }

  // After the commit that shows the server's errors: a frame callback could run before React
  // renders them (it did in Chromium), finding no invalid field and leaving focus on Submit.
  useEffect(() => {
    if (failures === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"]:not([type="file"]), [aria-invalid="true"]')
      ?.focus();
  }, [failures]);

  const generalError = errors.non_field_errors ?? errors.category ?? errors.data ?? errors.detail;
  const title = ad ? t.titleEdit : t.titlePost;

  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">{title}</PageTitle>
      {draftRestored && (
        <Muted role="status">
          {t.draftRestored}{' '}
          <Button
            variant="ghost"
            size="sm"
            type="button"
            onClick={() => {
              clearDraft(userKey);
              setValues(emptyForm);
              setDraftRestored(false);
            }}
          >
            {t.discardDraft}
          </Button>
        </Muted>
      )}
      <ValidationGroup ref={group}>
        <Form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
          <Section aria-labelledby="ad-category">
            <h2 id="ad-category">{t.sectionCategory}</h2>
            <Pair>
              <Select
                label={t.category}
                required
                options={app.cats.map((c) => ({ value: c.slug, label: c.title }))}
                value={values.category}
                error={errors.category}
                onChange={(next) => {
                  setValues((v) => ({ ...v, category: next, subCategory: '', details: {} }));
                  setErrors((e) => ({ ...e, category: undefined }));
                }}
              />
              <Select
                label={t.subCategory}
                required={Boolean(category?.subCategories.length)}
                disabled={!category}
                options={(category?.subCategories ?? []).map((s) => ({ value: s.slug, label: s.title }))}
                value={values.subCategory}
                error={errors.subCategory}
                onChange={(next) => {
                  setValues((v) => ({
                    ...v,
                    subCategory: next,
                    details: keptDetails(v.category, v.subCategory, next, v.details),
                  }));
                  setErrors((e) => ({ ...e, subCategory: undefined }));
                }}
              />
            </Pair>
            {fields.length > 0 && (
              <Pair>
                {fields.map((f) => (
                  <DetailInput
                    key={f.key}
                    field={f}
                    value={values.details[f.key] ?? ''}
                    error={errors[f.key]}
                    onChange={setDetail(f.key)}
                  />
                ))}
              </Pair>
            )}
          </Section>

          <Section aria-labelledby="ad-about">
            <h2 id="ad-about">{t.sectionDetails}</h2>
            <TextField
              label={t.title}
              hint={t.titleHint}
              required
              maxLength={120}
              value={values.title}
              error={errors.title}
              onChange={set('title')}
            />
            <TextArea
              label={t.description}
              maxLength={5000}
              value={values.description}
              error={errors.description}
              onChange={set('description')}
            />
            <PriceInput
              label={t.price}
              hint={t.priceHint}
              required
              value={values.price}
              error={errors.price}
              onChange={set('price')}
            />
          </Section>

          <Section aria-labelledby="ad-photos">
            <h2 id="ad-photos">{t.sectionPhotos}</h2>
            <PhotoList
              label={t.photosLabel}
              value={values.photos}
              onChange={set('photos')}
              upload={upload}
              error={errors.photos}
            />
          </Section>

          {takesDocuments(values.category) && (
            <Section aria-labelledby="ad-documents">
              <h2 id="ad-documents">{t.sectionDocuments}</h2>
              <DocumentList
                label={t.documentsLabel}
                hint={values.category === 'Jobs' ? t.documentsHintJobs : t.documentsHintProperties}
                value={values.documents}
                onChange={set('documents')}
                upload={uploadDocument}
                onDownload={(doc) => saveDocument(api, doc)}
                maxSize={UPLOAD_MAX_BYTES}
                error={errors.documents}
              />
            </Section>
          )}

          <Section aria-labelledby="ad-location">
            <h2 id="ad-location">{t.sectionLocation}</h2>
            <PlacePicker value={values.place} error={errors.place} onChange={set('place')} />
          </Section>

          <Section aria-labelledby="ad-contact">
            <h2 id="ad-contact">{t.sectionContact}</h2>
            <Select
              label={t.contact}
              required
              options={[
                { value: 'phone_request', label: t.contactRequest },
                { value: 'chat', label: t.contactChat },
                { value: 'chat_phone', label: t.contactPhone },
              ]}
              value={values.contact}
              error={errors.contact}
              onChange={(next) => set('contact')(next === 'chat_phone' || next === 'phone_request' ? next : 'chat')}
            />
            {values.contact !== 'chat' && (
              <PhoneInput
                label={t.phone}
                hint={values.contact === 'phone_request' ? t.phoneRequestHint : t.phoneHint}
                required
                defaultCountry="IN"
                value={values.phone}
                error={errors.phone}
                onChange={set('phone')}
              />
            )}
          </Section>

          {state === 'failed' && (
            <Alert role="alert">{generalError ?? (Object.values(errors).some(Boolean) ? t.fixErrors : t.failed)}</Alert>
          )}
          <div>
            <Button type="submit" size="lg" loading={state === 'saving'}>
              {ad ? t.submitEdit : t.submitPost}
            </Button>
          </div>
        </Form>
      </ValidationGroup>
    </section>
  );
}

function DetailInput({
  field,
  value,
  error,
  onChange,
}: {
  field: DetailField;
  value: string;
  error?: string;
  onChange: (next: string) => void;
}) {
  const brandType = field.kind === 'brand' ? field.brandType : null;
  const brands = useQuery(brandType ? `brands:${brandType}` : null, (a, signal) =>
    brandType ? lookup.brands(a, brandType, { signal }) : Promise.resolve([]),
  );
  switch (field.kind) {
    case 'select':
      return (
        <Select
          label={field.label}
          options={field.options.map((o) => ({ value: o, label: detailValue(o) }))}
          value={value}
          error={error}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={field.label}
          maxLength={field.maxLength}
          rules={field.rules}
          value={value}
          error={error}
          onChange={onChange}
        />
      );
    case 'checkbox':
      return (
        <Checkbox label={field.label} value={value === 'true'} error={error} onChange={(v) => onChange(String(v))} />
      );
    case 'brand':
      return brandType ? (
        <Select
          label={field.label}
          options={(brands.data ?? []).map((b) => ({ value: b.name, label: b.name }))}
          value={value}
          error={error}
          onChange={onChange}
        />
      ) : (
        <TextField label={field.label} maxLength={60} value={value} error={error} onChange={onChange} />
      );
  }
}

/** Wait this long after the last key before searching places. */
const PLACE_DELAY_MS = 200;

/** Place search over the city and locality data, or the city nearest the device. */
function PlacePicker({
  value,
  error,
  onChange,
}: {
  value: AdPlace | null;
  error?: string;
  onChange: (next: AdPlace | null) => void;
}) {
  const api = useApi();
  const [query, setQuery] = useState(value ? placeLabel(value) : '');
  const [searching, setSearching] = useState(false);
  const [note, setNote] = useState('');
  const term = useDebounced(searching ? query.trim() : '', PLACE_DELAY_MS);
  const places = useQuery(term.length >= 2 ? `places:${term}` : null, (a, signal) =>
    lookup.places(a, term, { signal }),
  );
  const shown: Place[] = searching && query.trim().length >= 2 ? (places.data ?? []) : [];

  const choose = (p: Place | AdPlace) => {
    onChange({
      name: p.name,
      city: p.city || p.name,
      state: p.state,
      area: p.area,
      pincode: p.pincode ?? null,
      lat: p.lat,
      lng: p.lng,
    });
    setQuery(placeLabel(p));
    setSearching(false);
    setNote('');
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setNote(GEOLOCATION_UNSUPPORTED);
      return;
    }
    setNote(t.locating);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        lookup.nearest(api, { lat: coords.latitude, lng: coords.longitude }, { expected: [404] }).then(
          (p) => choose({ ...p, lat: coords.latitude, lng: coords.longitude }),
          () => setNote(t.locationNotFound),
        ),
      () => setNote(''), // spec section 8: a geolocation failure is an empty result
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <>
      <TextField
        label={t.place}
        placeholder={t.placePlaceholder}
        required
        autoComplete="off"
        value={query}
        error={error}
        hint={value ? fill(t.placeChosen, { name: placeLabel(value) }) : undefined}
        onChange={(next) => {
          setQuery(next);
          setSearching(true);
          if (value) onChange(null);
        }}
      />
      {shown.length > 0 && (
        <Places aria-label={t.placeResults}>
          {shown.map((p) => (
            <li key={`${p.type}-${p.id}`}>
              <Button type="button" variant="secondary" onClick={() => choose(p)}>
                {placeLabel(p)}
              </Button>
            </li>
          ))}
        </Places>
      )}
      {value && (
        <PlaceParts aria-label={t.placeParts}>
          {[
            [t.placeArea, value.area],
            [t.placeCity, value.city],
            [t.placePincode, value.pincode],
          ].map(([label, part]) =>
            part ? (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{part}</dd>
              </div>
            ) : null,
          )}
        </PlaceParts>
      )}
      <div>
        <Button type="button" variant="ghost" onClick={locate}>
          {t.useCurrentLocation}
        </Button>
      </div>
      {note && <Muted role="status">{note}</Muted>}
    </>
  );
}
