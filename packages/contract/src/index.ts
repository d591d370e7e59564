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
