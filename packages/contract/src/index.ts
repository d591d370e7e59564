// @haat/contract: the HTTP API's shapes, as zod schemas (validated by apps/api) and types (used by
// apps/marketplace, which imports types only).
export {
  FieldErrorsSchema,
  paginated,
  HealthSchema,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  LISTING_PAGE_SIZE,
} from './common';
export type { FieldErrors, Paginated, Health } from './common';
export {
  MAX_PRICE,
  MAX_IMAGES,
  AD_LIFETIME_DAYS,
  AD_STATUSES,
  FUELS,
  TRANSITIONS,
  VEHICLE_OWNERS,
  INCOME_TYPES,
  BUILDING_TYPES,
  BUILDING_STATUSES,
  PROPERTY_OWNERS,
  DETAIL_CATEGORIES,
  HOUSES_SUB_CATEGORY,
  JobsDataSchema,
  MobilesDataSchema,
  vehicleDataSchema,
  HousesDataSchema,
  OtherDataSchema,
  adDataSchema,
  ImageInputSchema,
  AdInputSchema,
  SORTS,
  SearchFilterSchema,
  AnyRequestSchema,
} from './ads';
export type {
  AdStatus,
  AdData,
  AdInput,
  AdImage,
  Ad,
  Sort,
  SearchFilter,
  SearchResults,
  SearchWord,
  Resolved,
  Store,
} from './ads';
export { UPLOAD_TYPES, UPLOAD_MAX_MB, SignedUrlRequestSchema, DocumentInputSchema } from './uploads';
export type { UploadType, SignedUrlRequest, SignedUrl, Uploaded, DocumentRecord } from './uploads';
export {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  OTP_LENGTH,
  OTP_TTL_SECONDS,
  OTP_MAX_TRIES,
  normalizeMobile,
  MobileSchema,
  EmailSchema,
  OtpRequestSchema,
  OtpSentSchema,
  SignupSchema,
  LoginSchema,
  UserTypeSchema,
  ProfileSchema,
  AuthResponseSchema,
  ProfileUpdateSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  DetailSchema,
} from './auth';
export type {
  OtpRequest,
  OtpSent,
  SignupRequest,
  LoginRequest,
  UserType,
  Profile,
  AuthResponse,
  ProfileUpdate,
  ChangePassword,
  ForgotPassword,
  ResetPassword,
  Detail,
} from './auth';
export {
  SubCategorySchema,
  CategorySchema,
  CitySchema,
  PlaceSchema,
  SEARCH_MAX_LENGTH,
  PLACES_LIMIT,
  PlaceSearchQuerySchema,
  NearestQuerySchema,
  BRAND_TYPES,
  BrandQuerySchema,
  BrandSchema,
} from './lookup';
export type { SubCategory, Category, City, Place, BrandType, Brand } from './lookup';
export { AdminUserSchema, UserListSchema, UserListQuerySchema } from './users';
export type { AdminUser } from './users';
export { ContactInputSchema } from './misc';
export type { ContactInput, Plan, BannerPool } from './misc';
