import { fillTemplate } from '../../locale/text';
import { adDetailText, detailLabel, detailValue } from './specsText';
import { formatNumber } from '../format/formatNumber';
import { formatPrice } from '../format';

/** Category-specific ad details (spec section 3), as the API sends them in `ad.data`. */
export type AdDetails = Record<string, string | number | boolean | null | undefined>;

export type SpecKind = 'vehicle' | 'house' | 'job' | 'mobile';

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

const FIELDS: Record<SpecKind, readonly string[]> = {
  vehicle: ['brand', 'year', 'mileage', 'fuel', 'transition', 'owner'],
  house: ['building_type', 'bedrooms', 'bathrooms', 'furnished', 'building_status', 'owner', 'area'],
  job: ['income_to', 'income_type'],
  mobile: ['brand'],
};

const VEHICLE_SUBS = ['cars', 'bikes', 'scooters', 'trucks', 'bicycles'];

/** Which detail set an ad shows, from its category key and sub-category (spec section 9). */
export function specKind(category: string, subCategory?: string): SpecKind | undefined {
  const cat = category.toLowerCase();
  const sub = (subCategory ?? '').toLowerCase();
  if (cat === 'cars+bikes' || VEHICLE_SUBS.includes(sub)) return 'vehicle';
  if (sub === 'houses & apartments' || cat === 'properties') return 'house';
  if (cat === 'jobs') return 'job';
  if (cat === 'mobiles+tablets' || sub === 'mobile phones') return 'mobile';
  return undefined;
}

function asNumber(value: string | number): number | undefined {
  const n = typeof value === 'number' ? value : Number(value.replace(/,/g, '').trim());
  return Number.isFinite(n) && String(value).trim() !== '' ? n : undefined;
}

function formatValue(key: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return detailValue(String(value));
  const n = asNumber(value);
  switch (key) {
    case 'mileage':
      return n === undefined ? String(value) : fillTemplate(adDetailText.km, { n: formatNumber(n) });
    case 'area':
      return n === undefined ? String(value) : fillTemplate(adDetailText.sqft, { n: formatNumber(n) });
    case 'income_to':
      return n === undefined ? String(value) : formatPrice(n);
    case 'owner':
      return n === undefined ? detailValue(String(value)) : fillTemplate(adDetailText.ownerNth, { n });
    case 'furnished':
      return detailValue(String(value));
    default:
      return detailValue(String(value));
  }
}

/** The rows to show for an ad: only the fields of its category that have a value, in spec order. */
export function specRows(category: string, subCategory: string | undefined, data: AdDetails): SpecRow[] {
  const kind = specKind(category, subCategory);
  if (!kind) return [];
  const rows: SpecRow[] = [];
  for (const key of FIELDS[kind]) {
    const value = data[key];
    if (value === undefined || value === null || value === '') continue;
    rows.push({ key, label: detailLabel(key), value: formatValue(key, value) });
  }
  return rows;
}
