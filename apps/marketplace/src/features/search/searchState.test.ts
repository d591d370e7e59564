import { describe, expect, test } from 'vitest';
import {
  activeFilterCount,
  onlyCategoryAsked,
  parseSearch,
  placeHref,
  searchBody,
  searchHref,
  searchQuery,
  type SearchState,
} from './searchState';

describe('the search URL is the state', () => {
  test.each([
    ['/search/', undefined, ''],
    ['/search/?search=iphone', undefined, 'search=iphone'],
    ['/search/Cars+Bikes/?sort=price', 'Cars+Bikes', 'sort=price'],
    [
      '/search/Cars+Bikes/?sub_category=cars&min_price=100000&max_price=500000&year_min=2015&fuel=Diesel&sort=-price',
      'Cars+Bikes',
      'sub_category=cars&min_price=100000&max_price=500000&fuel=Diesel&year_min=2015&sort=-price',
    ],
    [
      '/search/Properties/?sub_category=houses-apartments&bedrooms_min=2',
      'Properties',
      'sub_category=houses-apartments&bedrooms_min=2',
    ],
  ])('%s survives a round trip', (href, category, query) => {
    expect(searchHref(parseSearch(category, query))).toBe(href);
  });

  test('the default sort is left out of the URL, and unknown sorts and junk prices fall back', () => {
    const s = parseSearch(undefined, 'sort=bogus&min_price=abc&max_price=-5&search=%20%20');
    expect(s).toEqual({
      sort: '-created_on',
      data: {},
      category: undefined,
      sub_category: undefined,
      search: undefined,
      min_price: undefined,
      max_price: undefined,
    });
  });

  test('detail filters of another category are dropped from the URL and the request', () => {
    const s: SearchState = {
      category: 'Mobiles+Tablets',
      sort: '-created_on',
      data: { brand: 'Apple', fuel: 'Diesel' },
    };
    expect(searchHref(s)).toBe('/search/Mobiles+Tablets/?brand=Apple');
    expect(searchBody(s, null).data).toEqual({ brand: 'Apple' });
  });
});

test('the request body carries the filters, typed detail filters and the chosen location', () => {
  const s = parseSearch('Cars+Bikes', 'search=swift&min_price=100000&year_min=2015&fuel=Petrol');
  expect(searchBody(s, { name: 'Pune, Maharashtra', city: 'Pune', state: 'Maharashtra' })).toEqual({
    category: 'Cars+Bikes',
    sub_category: null,
    search: 'swift',
    min_price: 100000,
    max_price: null,
    location: { name: 'Pune, Maharashtra', city: 'Pune', state: 'Maharashtra', area: null },
    data: { year_min: 2015, fuel: 'Petrol' },
  });
});

test.each([
  ['/search/', 0],
  ['/search/?category=Cars%2BBikes', 1],
  ['/search/?category=Cars%2BBikes&sub_category=cars&min_price=100000&max_price=500000&brand=Maruti', 4],
  ['/search/?max_price=500', 1],
  // a detail filter of another category does not apply
  ['/search/?category=Jobs&fuel=Petrol', 1],
])('%s applies %i filters', (href, count) => {
  expect(activeFilterCount(parseSearch(undefined, href.split('?')[1] ?? ''))).toBe(count);
});

test('the query alone, for a page whose path names a place, carries the category too', () => {
  const s = parseSearch(undefined, 'category=Cars%2BBikes&sub_category=cars&sort=price');
  expect(searchQuery(s)).toBe('?sub_category=cars&sort=price');
  expect(searchQuery(s, { withCategory: true })).toBe('?category=Cars%2BBikes&sub_category=cars&sort=price');
  expect(searchQuery({ category: 'Cars+Bikes' })).toBe('');
});

test.each([
  ['', true],
  ['category=Cars%2BBikes', true],
  ['category=Cars%2BBikes&sub_category=cars&sort=price', true],
  // a detail filter of another category does not apply
  ['category=Jobs&fuel=Petrol', true],
  ['category=Cars%2BBikes&search=swift', false],
  ['category=Cars%2BBikes&max_price=500000', false],
  ['category=Cars%2BBikes&fuel=Petrol', false],
  // a sub-category alone names no category to say "No … ads" of
  ['sub_category=cars', false],
])('?%s asks only a category: %s', (query, only) => {
  expect(onlyCategoryAsked(parseSearch(undefined, query))).toBe(only);
});

test("a place's own page carries its category in the query, and reads back the same", () => {
  expect(placeHref('New Delhi')).toBe('/new-delhi/');
  const href = placeHref(' New Delhi ', { category: 'Cars+Bikes', sub_category: 'cars' });
  expect(href).toBe('/new-delhi/?category=Cars%2BBikes&sub_category=cars');
  expect(parseSearch(undefined, href.split('?')[1]!)).toMatchObject({ category: 'Cars+Bikes', sub_category: 'cars' });
});
