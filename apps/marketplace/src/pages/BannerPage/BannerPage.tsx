import type { BannerPricing, MyBanner } from '@haat/contract';
import {
  Button,
  DateRangePicker,
  FileUpload,
  Inline,
  Link,
  TextField,
  ValidationGroup,
  formatPaise,
  type DateRangeValue,
  type UploadedFile,
  type UploadFn,
  type ValidationGroupHandle,
  indiaToday,
} from '@haat/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import * as bannersApi from '../../api/banners';
import { ApiError } from '../../api/client';
import { photoUploader } from '../../features/ads/uploadPhoto';
import { walletQuery } from '../../features/wallet/walletQuery';
import { MY_BANNERS } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { myBannersQuery } from '../MyBannersPage/myBannersData';
import { bannerPricingQuery } from './bannerData';
import { usePageMeta } from '../../seo/usePageMeta';
import { fill } from '../shared/fill';
import { Card, Muted, PageTitle } from '../shared/Page';
import { bannerText as t } from './bannerText';
import { useAddressSearch } from '../../features/addressSearch';

const Form = styled.form`
  display: grid;
  gap: var(--haat-space-4);
  max-width: 640px;
`;
const Preview = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 1;
    object-fit: cover;
    border-radius: var(--haat-radius-md);
    background: var(--haat-color-bg-subtle);
  }
  figcaption {
    color: var(--haat-color-text-muted);
    font-size: var(--haat-font-size-sm);
  }
`;
/** 4:1, give or take 2 %, as the server accepts it (a 1200 × 306 export is still a banner). */
const BANNER_RATIO = 4;
const RATIO_SLACK = 0.02;

/** The image's size in pixels, or null where the browser cannot tell (the server checks it again). */
async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * Sends a banner image only once it is big enough and 4:1, so a wrong one is refused as it is
 * chosen rather than at submit; and what the preview crops is what the carousel shows.
 */
function bannerUploader(upload: UploadFn, pricing: BannerPricing): UploadFn {
  return async (file, options) => {
    const size = await imageSize(file);
    if (
      size &&
      (size.width < pricing.min_width ||
        size.height < pricing.min_height ||
        Math.abs(size.width / size.height / BANNER_RATIO - 1) > RATIO_SLACK)
    ) {
      throw new Error(
        fill(t.imageWrongSize, {
          width: pricing.min_width,
          height: pricing.min_height,
          actualWidth: size.width,
          actualHeight: size.height,
        }),
      );
    }
    return upload(file, options);
  };
}

/** The kit's MM-DD-YYYY and the API's YYYY-MM-DD. */
const toApiDate = (d?: string) =>
  d && /^\d{2}-\d{2}-\d{4}$/.test(d) ? `${d.slice(6)}-${d.slice(0, 2)}-${d.slice(3, 5)}` : '';
const toKitDate = (d: string) => `${d.slice(5, 7)}-${d.slice(8, 10)}-${d.slice(0, 4)}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS) + 1;
const isWebAddress = (raw: string) => {
  try {
    const url = new URL(raw.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const linkRules = [(v: unknown) => (isWebAddress(String(v ?? '')) ? undefined : t.linkInvalid)];
const titleRules = [(v: unknown) => (String(v ?? '').trim().length >= 3 ? undefined : t.titleShort)];

interface Values {
  image: UploadedFile | null;
  link: string;
  title: string;
  city: string;
  dates: DateRangeValue;
}
type Errors = Partial<Record<keyof Values | 'form', string>>;

function fromBanner(b: MyBanner): Values {
  return {
    image: { path: b.image.url, url: b.image.wide, name: b.title, type: 'image/webp', size: 0 },
    link: b.link,
    title: b.title,
    city: b.city,
    dates: { start: toKitDate(b.start_date), end: toKitDate(b.end_date) },
  };
}

/** The server's field errors on the form's fields: both dates are one field here. */
function formErrors(fields: Record<string, string>): Errors {
  return {
    image: fields.image,
    link: fields.link,
    title: fields.title,
    city: fields.city,
    dates: fields.start_date ?? fields.end_date,
    form: fields.non_field_errors ?? fields.detail,
  };
}

/**
 * `/banner/` creates a promo banner and `/banner/?id={id}` edits one: image, link, title, city and
 * dates, with the price for those days and the wallet's balance beside it. Submitting sends it to
 * an admin; it is paid when approved.
 */
export default function BannerPage() {
  const id = Number(new URLSearchParams(useAddressSearch()).get('id')) || null;
  usePageMeta({ title: id ? t.titleEdit : t.titleNew });
  const pricing = useQuery(bannerPricingQuery.key, bannerPricingQuery.load);
  const wallet = useQuery(walletQuery.key, walletQuery.load);
  const mine = useQuery(id ? myBannersQuery.key : null, myBannersQuery.load);
  const failed = [pricing, wallet, mine].some((q) => q.error);
  const loaded =
    pricing.data && wallet.data && (!id || mine.data)
      ? {
          pricing: pricing.data,
          balance: wallet.data.balance_paise,
          banner: mine.data?.results.find((b) => b.id === id) ?? null,
        }
      : null;
  const retry = () => [pricing, wallet, mine].forEach((q) => q.error && q.reload());

  const title = id ? t.titleEdit : t.titleNew;
  if (failed || !loaded) {
    return (
      <section aria-labelledby="page-title">
        <PageTitle id="page-title">{title}</PageTitle>
        {failed ? (
          <>
            <p role="alert">{t.loadFailed}</p>
            <Button onClick={retry}>{t.retry}</Button>
          </>
        ) : (
          <Muted role="status">{t.loading}</Muted>
        )}
      </section>
    );
  }
  if (id && !loaded.banner) {
    return (
      <section aria-labelledby="page-title">
        <PageTitle id="page-title">{title}</PageTitle>
        <p role="alert">{t.notFound}</p>
        <Link href="/my-banners/">{t.cancel}</Link>
      </section>
    );
  }
  return <BannerForm key={id ?? 'new'} title={title} {...loaded} />;
}

function BannerForm({
  title,
  pricing,
  balance,
  banner,
}: {
  title: string;
  pricing: BannerPricing;
  balance: number;
  banner: MyBanner | null;
}) {
  const api = useApi();
  const [, navigate] = useLocation();
  const cache = useQueryCache();
  const group = useRef<ValidationGroupHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const upload = useMemo(() => bannerUploader(photoUploader(api), pricing), [api, pricing]);
  const [values, setValues] = useState<Values>(() =>
    banner ? fromBanner(banner) : { image: null, link: '', title: '', city: '', dates: {} },
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState(0);

  const set =
    <K extends keyof Values>(key: K) =>
    (next: Values[K]) => {
      setValues((v) => ({ ...v, [key]: next }));
      setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
    };

  useEffect(() => {
    if (failures) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures]);

  const start = toApiDate(values.dates.start);
  const end = toApiDate(values.dates.end);
  const days = start && end && end >= start ? daysBetween(start, end) : 0;
  const total = days * pricing.price_per_day_paise;
  const perDay = formatPaise(pricing.price_per_day_paise);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const imageError = values.image ? undefined : t.imageRequired;
    const groupOk = group.current?.validate() ?? true;
    if (!groupOk || imageError) {
      setErrors((e) => ({ ...e, image: imageError }));
      setFailures((n) => n + 1);
      return;
    }
    setSaving(true);
    const input = {
      image: values.image!.path,
      link: values.link.trim(),
      title: values.title.trim(),
      city: values.city.trim(),
      start_date: start,
      end_date: end,
    };
    try {
      const saved = banner ? await bannersApi.update(api, banner.id, input) : await bannersApi.create(api, input);
      cache.invalidate(MY_BANNERS);
      navigate(`/my-banners/?saved=${saved.id}`);
    } catch (err) {
      setErrors(err instanceof ApiError && err.status === 400 ? formErrors(err.fields) : { form: t.saveFailed });
      setFailures((n) => n + 1);
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">{title}</PageTitle>
      <Muted>{t.intro}</Muted>
      <ValidationGroup ref={group}>
        <Form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
          <FileUpload
            label={t.image}
            hint={fill(t.imageHint, { width: pricing.min_width, height: pricing.min_height })}
            accept="image/jpeg,image/png,image/webp"
            maxSize={10 * 1024 * 1024}
            upload={upload}
            value={values.image}
            onChange={set('image')}
            error={errors.image}
            actions={['edit', 'delete']}
          />
          {values.image ? (
            <Preview>
              <img src={values.image.url} alt="" width={1200} height={300} />
              <figcaption>{t.preview}</figcaption>
            </Preview>
          ) : null}
          <TextField
            label={t.link}
            hint={t.linkHint}
            type="url"
            inputMode="url"
            required
            value={values.link}
            rules={linkRules}
            onChange={set('link')}
            error={errors.link}
            maxLength={500}
          />
          <TextField
            label={t.title}
            hint={t.titleHint}
            required
            rules={titleRules}
            value={values.title}
            onChange={set('title')}
            error={errors.title}
            maxLength={80}
          />
          <TextField
            label={t.city}
            hint={t.cityHint}
            value={values.city}
            onChange={set('city')}
            error={errors.city}
            maxLength={80}
          />
          <DateRangePicker
            label={t.dates}
            hint={fill(t.datesHint, { max: pricing.max_days })}
            required
            // Days are India's on the server: the calendar's today is IST's whatever the device's zone.
            minDate={indiaToday()}
            today={indiaToday()}
            value={values.dates}
            onChange={set('dates')}
            error={errors.dates}
          />
          <Card as="div" role="status" aria-live="polite">
            <p>
              <strong>
                {days ? fill(t.price, { days, perDay, total: formatPaise(total) }) : fill(t.pricePending, { perDay })}
              </strong>
            </p>
            <p>{fill(t.balance, { amount: formatPaise(balance) })}</p>
            {days && total > balance ? (
              <p>
                {fill(t.shortNote, { amount: formatPaise(total - balance) })}{' '}
                <Link href="/my-account/#wallet">{t.topUp}</Link>
              </p>
            ) : null}
            <Muted>{t.payNote}</Muted>
          </Card>
          {errors.form ? <p role="alert">{errors.form}</p> : null}
          <Inline gap={3}>
            <Button type="submit" loading={saving}>
              {banner ? t.saveEdit : t.submit}
            </Button>
            <Link href="/my-banners/">{t.cancel}</Link>
          </Inline>
        </Form>
      </ValidationGroup>
    </section>
  );
}
