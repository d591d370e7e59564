import { defineText } from '../../locale/text';

/**
 * The words of an ad's details (spec section 3's `data` fields): their labels by key, and the
 * option values people pick (stored as the English value; shown in the current language).
 */
export const adDetailText = defineText('ui.adDetails', {
  /** The details section's heading, which also names it. */
  heading: 'Details',
  labels: {
    brand: 'Brand',
    year: 'Year',
    year_min: 'Year from',
    year_max: 'Year to',
    mileage: 'Kilometres driven',
    fuel: 'Fuel',
    /** `transition` is the gearbox: it reads as Transmission. */
    transition: 'Transmission',
    owner: 'Owner',
    building_type: 'Type',
    bedrooms: 'Bedrooms',
    bedrooms_min: 'Bedrooms (at least)',
    bathrooms: 'Bathrooms',
    bathrooms_min: 'Bathrooms (at least)',
    furnished: 'Furnished',
    building_status: 'Construction status',
    area: 'Super built-up area',
    income_to: 'Salary up to',
    income_to_min: 'Pay up to, at least (₹)',
    income_type: 'Salary period',
  },
  values: {
    Petrol: 'Petrol',
    Diesel: 'Diesel',
    CNG: 'CNG',
    LPG: 'LPG',
    Electric: 'Electric',
    Hybrid: 'Hybrid',
    Manual: 'Manual',
    Automatic: 'Automatic',
    '1st': '1st',
    '2nd': '2nd',
    '3rd': '3rd',
    '4th+': '4th+',
    true: 'Yes',
    false: 'No',
    Apartment: 'Apartment',
    'Independent House': 'Independent House',
    Villa: 'Villa',
    'Builder Floor': 'Builder Floor',
    'Farm House': 'Farm House',
    'Ready to Move': 'Ready to Move',
    'Under Construction': 'Under Construction',
    'New Launch': 'New Launch',
    Owner: 'Owner',
    Dealer: 'Dealer',
    Builder: 'Builder',
    Monthly: 'Monthly',
    Yearly: 'Yearly',
    Weekly: 'Weekly',
    Daily: 'Daily',
    Hourly: 'Hourly',
  },
  /** A vehicle's owner count: `{n}` is 1, 2, 3… */
  ownerNth: '{n, selectordinal, one {#st owner} two {#nd owner} few {#rd owner} other {#th owner}}',
  /** Distance driven, `{n}` already grouped. */
  km: '{n} km',
  /** A home's area, `{n}` already grouped. */
  sqft: '{n} sq ft',
});

/** A detail's label in the current language (`fuel` → "Fuel"), or `fallback` for a key it does not know. */
export function detailLabel(key: string, fallback = key): string {
  return (adDetailText.labels as Record<string, string>)[key] ?? fallback;
}

/** An option value as shown in the current language (`Petrol`, `true` → "Yes"); other values as they are. */
export function detailValue(value: string): string {
  return (adDetailText.values as Record<string, string>)[value] ?? value;
}
