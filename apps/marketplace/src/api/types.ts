/**
 * Shapes of the API's requests and answers: type-only re-exports from the shared contract, and the
 * few the contract does not declare yet (each marked `TODO(contract)`, to move there).
 */
export type {
  Ad,
  AdImage,
  AdStatus,
  AuthResponse,
  BannerPool,
  Category,
  ContactInput,
  Detail,
  ForgotPassword,
  LoginRequest,
  OtpRequest,
  OtpSent,
  Paginated,
  Place,
  Plan,
  Profile,
  ProfileUpdate,
  ResetPassword,
  Resolved,
  SavedAd,
  SearchFilter,
  SearchResults,
  SearchWord,
  SignupRequest,
  Sort,
  Store,
} from '@haat/contract';
import type { Place, Sort } from '@haat/contract';

// TODO(contract): the query of `GET /api/search-product/` (the filter flattened into parameters).
export type SearchQuery = {
  category?: string;
  sub_category?: string;
  search?: string;
  city?: string;
  state?: string;
  area?: string;
  min_price?: number;
  max_price?: number;
  featured?: boolean;
  owner?: number;
  sort?: Sort;
  limit?: number;
  offset?: number;
};

// TODO(contract): the query of `POST /api/search-product/` (the filter is the body).
export type SearchPageQuery = { limit?: number; offset?: number; order?: Sort };

// TODO(contract): the query of `GET /api/store/{userId}/`.
export type StoreQuery = { limit?: number; offset?: number };

// TODO(contract): the query of `GET /api/banner-pool/`.
export type BannerPoolQuery = { pool_type?: string; sort?: '-created_on' | 'created_on'; limit?: number };

// TODO(contract): the query of `GET /api/favorite/` (`product` asks about one ad).
export type FavoriteQuery = { product?: number; limit?: number; offset?: number };

// TODO(contract): the answer of `POST /api/favorite/` (201 the first time, 200 after).
export interface FavoriteSaved {
  product: number;
  saved: true;
}

// TODO(contract): the answer of `GET /api/lookup/nearest/`.
export type NearestPlace = Place & { distance_km: number };

// TODO(contract): the 201 answer of `POST /contact/`.
export interface ContactSent {
  id: number;
  detail: string;
}
