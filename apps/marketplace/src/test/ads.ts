import type { Ad } from '../api/types';

/** A complete API ad for tests; override what the test is about. */
export function makeAd(id: number, over: Partial<Ad> = {}): Ad {
  return {
    id,
    title: `Maruti Swift VXI ${id}`,
    description: 'Single owner, serviced at the dealer.',
    price: 450000 + id,
    category: 2,
    category_slug: 'Cars+Bikes',
    category_title: 'Cars & Bikes',
    sub_category: 21,
    sub_category_slug: 'cars',
    sub_category_title: 'Cars',
    images: [],
    thumbnail: null,
    featured: false,
    featured_until: null,
    status: 'active',
    created_on: '2026-11-20T10:00:00.000Z',
    updated_on: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-12-20T10:00:00.000Z',
    city: 'Pune',
    state: 'Maharashtra',
    area: 'Kothrud',
    lat: null,
    lng: null,
    views: 3,
    owner: { id: 7, name: 'Asha Rao', member_since: '2025-01-10T00:00:00.000Z' },
    data: { brand: 'Maruti', year: 2018, fuel: 'Petrol' },
    contact: 'chat',
    phone: null,
    ...over,
  };
}
