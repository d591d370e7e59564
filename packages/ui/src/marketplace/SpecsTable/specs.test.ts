import { describe, expect, test } from 'vitest';
import { specKind, specRows } from './specs';

describe('specKind', () => {
  test.each([
    ['Cars+Bikes', 'Cars', 'vehicle'],
    ['Cars+Bikes', 'Bikes', 'vehicle'],
    ['Properties', 'Houses & Apartments', 'house'],
    ['Jobs', 'IT Software', 'job'],
    ['Mobiles+Tablets', 'Mobile Phones', 'mobile'],
    ['Furniture', 'Sofas', undefined],
  ])('%s / %s → %s', (category, sub, kind) => {
    expect(specKind(category, sub)).toBe(kind);
  });
});

describe('specRows', () => {
  test('a car shows its six fields in order, with the gearbox as Transmission', () => {
    const rows = specRows('Cars+Bikes', 'Cars', {
      owner: 2,
      brand: 'Maruti Suzuki',
      year: 2019,
      mileage: 45000,
      fuel: 'Petrol',
      transition: 'Manual',
      colour: 'Red',
    });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Brand', 'Maruti Suzuki'],
      ['Year', '2019'],
      ['Kilometres driven', '45,000 km'],
      ['Fuel', 'Petrol'],
      ['Transmission', 'Manual'],
      ['Owner', '2nd owner'],
    ]);
  });

  test('a house formats furnished and area, and skips empty values', () => {
    const rows = specRows('Properties', 'Houses & Apartments', {
      building_type: 'Apartment',
      bedrooms: 2,
      bathrooms: '',
      furnished: false,
      building_status: 'Ready to move',
      area: '1250',
    });
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual({
      building_type: 'Apartment',
      bedrooms: '2',
      furnished: 'No',
      building_status: 'Ready to move',
      area: '1,250 sq ft',
    });
  });

  test('a job shows the salary in rupees with Indian grouping', () => {
    const rows = specRows('Jobs', 'Jobs', { income_to: 125000, income_type: 'Monthly' });
    expect(rows.map((r) => r.value)).toEqual(['₹1,25,000', 'Monthly']);
  });

  test('other categories show nothing', () => {
    expect(specRows('Books+Boards', 'Novels', { brand: 'Penguin' })).toEqual([]);
  });
});
