import { indiaToday, numberBetween, type AttachedDocument, type Photo, type Rules } from '@haat/ui';
import type {
  ContactPreference,
  BUILDING_STATUSES,
  BUILDING_TYPES,
  BrandType,
  DOCUMENT_CATEGORIES,
  FUELS,
  INCOME_TYPES,
  PROPERTY_OWNERS,
  TRANSITIONS,
  VEHICLE_OWNERS,
} from '@haat/contract';
import type { Ad, AdInput } from '../../api/types';
import type { Catalogue } from '../../state/catalogue';
import { fill } from '../shared/fill';
import { postAdText } from './postAdText';

// The contract's option lists, as values the app may ship (the contract is imported for types only,
// so zod stays out of the bundle); `typeof` keeps them equal to the server's.
const fuels: typeof FUELS = ['Petrol', 'Diesel', 'CNG', 'LPG', 'Electric', 'Hybrid'];
const transitions: typeof TRANSITIONS = ['Manual', 'Automatic'];
const vehicleOwners: typeof VEHICLE_OWNERS = ['1st', '2nd', '3rd', '4th+'];
const incomeTypes: typeof INCOME_TYPES = ['Monthly', 'Yearly', 'Weekly', 'Daily', 'Hourly'];
const buildingTypes: typeof BUILDING_TYPES = ['Apartment', 'Independent House', 'Villa', 'Builder Floor', 'Farm House'];
const buildingStatuses: typeof BUILDING_STATUSES = ['Ready to Move', 'Under Construction', 'New Launch'];
const propertyOwners: typeof PROPERTY_OWNERS = ['Owner', 'Dealer', 'Builder'];
const documentCategories: typeof DOCUMENT_CATEGORIES = ['Properties', 'Jobs'];

/** Whether ads of this category may carry documents (a floor plan, a job description). */
export const takesDocuments = (category: string) => (documentCategories as readonly string[]).includes(category);

/** Where the ad is: a place from the lookup or the nearest city. */
export interface AdPlace {
  name: string;
  city: string;
  state: string;
  area: string;
  /** The pincode of a looked-up neighbourhood or of the device's address; shown, not sent. */
  pincode?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/** The form as the user fills it: every detail as text (as inputs hold it), turned into types on submit. */
export interface AdFormValues {
  category: string;
  subCategory: string;
  title: string;
  description: string;
  price: string;
  photos: Photo[];
  /** Private documents (property and job ads); each `id` is the document's. */
  documents: AttachedDocument[];
  place: AdPlace | null;
  details: Record<string, string>;
  contact: ContactPreference;
  /** The phone widget's value, `+91 9876543210`; sent with `phone_request` and `chat_phone`. */
  phone: string;
}

export const emptyForm: AdFormValues = {
  category: '',
  subCategory: '',
  title: '',
  description: '',
  price: '',
  photos: [],
  documents: [],
  place: null,
  details: {},
  // A new ad gives the number on request: the seller shares it with the buyers they choose.
  contact: 'phone_request',
  phone: '',
};

export type DetailField =
  | { key: string; label: string; kind: 'select'; options: readonly string[] }
  | { key: string; label: string; kind: 'number'; initial?: string; maxLength: number; rules?: Rules }
  | { key: string; label: string; kind: 'brand'; brandType: BrandType | null }
  | { key: string; label: string; kind: 'checkbox' };

const BRAND_TYPES_BY_SUB: Record<string, BrandType> = {
  'mobile-phones': 'phones',
  tablets: 'tablets',
  'smart-watches': 'watches',
  cars: 'cars',
  bikes: 'bikes',
  scooters: 'scooters',
};

/** The newest model year a car or bike may have: next year, in India's calendar. */
const lastModelYear = () => indiaToday().getFullYear() + 1;

/** The category's own fields (spec section 3); other categories have the common fields only. */
export function detailFields(category: string, subCategory: string): DetailField[] {
  const t = postAdText;
  if (subCategory.startsWith('houses-apartments')) {
    return [
      { key: 'building_type', label: t.buildingType, kind: 'select', options: buildingTypes },
      { key: 'bedrooms', label: t.bedrooms, kind: 'number', initial: '1', maxLength: 2 },
      { key: 'bathrooms', label: t.bathrooms, kind: 'number', initial: '1', maxLength: 2 },
      { key: 'furnished', label: t.furnished, kind: 'checkbox' },
      { key: 'building_status', label: t.buildingStatus, kind: 'select', options: buildingStatuses },
      { key: 'owner', label: t.propertyOwner, kind: 'select', options: propertyOwners },
      { key: 'area', label: t.area, kind: 'number', maxLength: 8 },
    ];
  }
  switch (category) {
    case 'Jobs':
      return [
        { key: 'income_to', label: t.incomeTo, kind: 'number', initial: '0', maxLength: 9 },
        { key: 'income_type', label: t.incomeType, kind: 'select', options: incomeTypes },
      ];
    case 'Mobiles+Tablets':
      return [{ key: 'brand', label: t.brand, kind: 'brand', brandType: BRAND_TYPES_BY_SUB[subCategory] ?? null }];
    case 'Cars+Bikes':
      return [
        { key: 'brand', label: t.brand, kind: 'brand', brandType: BRAND_TYPES_BY_SUB[subCategory] ?? null },
        {
          key: 'year',
          label: t.year,
          kind: 'number',
          maxLength: 4,
          // The contract's bounds (model years run one ahead of the calendar), checked before sending.
          rules: [numberBetween(1950, lastModelYear(), fill(t.yearRange, { max: lastModelYear() }))],
        },
        { key: 'mileage', label: t.mileage, kind: 'number', maxLength: 7 },
        { key: 'fuel', label: t.fuel, kind: 'select', options: fuels },
        { key: 'transition', label: t.transition, kind: 'select', options: transitions },
        { key: 'owner', label: t.vehicleOwner, kind: 'select', options: vehicleOwners },
      ];
    default:
      return [];
  }
}

/** The defaults of spec section 5 (bedrooms and bathrooms 1, furnished false, income_to 0). */
function initialDetails(category: string, subCategory: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of detailFields(category, subCategory)) {
    if (f.kind === 'number' && f.initial !== undefined) out[f.key] = f.initial;
    if (f.kind === 'checkbox') out[f.key] = 'false';
  }
  return out;
}

/**
 * The details after the sub-category changes from `from` to `to`: what was typed into a detail
 * both share stays (a car's year and fuel when it becomes a bike), the rest starts from the new
 * sub-category's defaults. A brand stays only among the same brands, a choice only if it is offered.
 */
export function keptDetails(
  category: string,
  from: string,
  to: string,
  details: Record<string, string>,
): Record<string, string> {
  const before = new Map(detailFields(category, from).map((f) => [f.key, f]));
  const out = initialDetails(category, to);
  for (const f of detailFields(category, to)) {
    const old = before.get(f.key);
    const value = details[f.key];
    if (!old || old.kind !== f.kind || value === undefined || value === '') continue;
    if (f.kind === 'brand' && old.kind === 'brand' && f.brandType !== old.brandType) continue;
    if (f.kind === 'select' && !f.options.includes(value)) continue;
    out[f.key] = value;
  }
  return out;
}

/**
 * The category and sub-category a link to `/post-free-ad/?category=…&sub_category=…` asks for, as
 * the form holds them once chosen; null when the address names no category of `cats`. A
 * sub-category not of that category is left out: anyone can write an address, so a wrong one
 * only means the seller picks.
 */
export function presetFromAddress(
  search: string,
  cats: Catalogue['cats'],
): Pick<AdFormValues, 'category' | 'subCategory' | 'details'> | null {
  const q = new URLSearchParams(search);
  const category = cats.find((c) => c.slug === q.get('category'));
  if (!category) return null;
  const sub = category.subCategories.find((s) => s.slug === q.get('sub_category'));
  return sub
    ? { category: category.slug, subCategory: sub.slug, details: initialDetails(category.slug, sub.slug) }
    : { category: category.slug, subCategory: '', details: {} };
}

/** The body of `POST /api/product/` (and `PUT`): empty details are left out, numbers are numbers. */
export function toAdInput(values: AdFormValues): AdInput {
  const data: Record<string, string | number | boolean> = {};
  for (const f of detailFields(values.category, values.subCategory)) {
    const raw = values.details[f.key] ?? '';
    if (f.kind === 'checkbox') data[f.key] = raw === 'true';
    else if (raw === '') continue;
    else data[f.key] = f.kind === 'number' ? Number(raw) : raw;
  }
  const place = values.place;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: Number(values.price || '0'),
    category: values.category,
    sub_category: values.subCategory || null,
    images: values.photos.map((p) => p.path),
    // Documents go only with a category that takes them: switching to Furniture drops them.
    documents: takesDocuments(values.category) ? values.documents.map((d) => Number(d.id)) : [],
    city: place?.city ?? '',
    state: place?.state ?? '',
    area: place?.area ?? '',
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
    data,
    contact: values.contact,
    phone: values.contact === 'chat' ? null : values.phone,
  };
}

/** An ad of mine, back into the form. Photos keep their stored URL (the server knows it as its own). */
export function fromAd(ad: Ad): AdFormValues {
  const details: Record<string, string> = {};
  for (const [k, v] of Object.entries(ad.data)) details[k] = String(v);
  return {
    category: ad.category_slug,
    subCategory: ad.sub_category_slug ?? '',
    title: ad.title,
    description: ad.description,
    price: String(ad.price),
    photos: ad.images.map((img) => ({ path: img.url, url: img.card })),
    documents: (ad.documents ?? []).map((d) => ({ id: String(d.id), name: d.name, size: d.size, url: d.url })),
    place: {
      name: ad.area ? `${ad.area}, ${ad.city}` : ad.city,
      city: ad.city,
      state: ad.state,
      area: ad.area,
      lat: ad.lat,
      lng: ad.lng,
    },
    details,
    contact: ad.contact,
    phone: ad.phone ?? '',
  };
}

/**
 * The server's field errors (already cut to their first message) under the form's fields:
 * `data.brand` → `brand`, `images.3` → `photos`, `documents.1` → `documents`, `city`/`state`/`area`/`lat`/`lng` → `place`.
 */
export function formErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    let name = key;
    if (key.startsWith('data.')) name = key.slice(5);
    else if (key === 'images' || key.startsWith('images.')) name = 'photos';
    else if (key.startsWith('documents.')) name = 'documents';
    else if (['city', 'state', 'area', 'lat', 'lng'].includes(key)) name = 'place';
    else if (key === 'sub_category') name = 'subCategory';
    out[name] ??= message;
  }
  return out;
}
