/**
 * Shapes of the API answers the pages read. They mirror `@haat/contract` (ads, search, lookup) and
 * move to type-only imports from it once those modules are published there.
 */
export interface AdImage {
  url: string;
  card: string;
  detail: string;
}

export interface Ad {
  id: number;
  title: string;
  description: string;
  price: number;
  category: number;
  category_slug: string;
  category_title: string;
  sub_category: number | null;
  sub_category_slug: string | null;
  sub_category_title: string | null;
  images: AdImage[];
  thumbnail: string | null;
  featured: boolean;
  featured_until: string | null;
  status: 'active' | 'sold' | 'expired' | 'removed';
  created_on: string;
  updated_on: string;
  expires_at: string;
  city: string;
  state: string;
  area: string;
  lat: number | null;
  lng: number | null;
  views: number;
  owner: { id: number; name: string; member_since: string };
  data: Record<string, string | number | boolean | undefined>;
  distance_km?: number;
}

export interface SearchWord {
  label: string;
  search: string;
  category: string | null;
}

type Ref = { id: number; slug: string; title: string };
export type Resolved =
  | { type: 'category'; category: Ref }
  | { type: 'sub_category'; category: Ref; sub_category: Ref }
  | { type: 'place'; place: { name: string; city: string; state: string; lat: number | null; lng: number | null } };

export interface Store {
  seller: { id: number; name: string; member_since: string };
  count: number;
  next: string | null;
  previous: string | null;
  results: Ad[];
}
