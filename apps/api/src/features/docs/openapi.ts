import {
  AdInputSchema,
  AnyRequestSchema,
  ContactInputSchema,
  DocumentInputSchema,
  AuthResponseSchema,
  BrandQuerySchema,
  BrandSchema,
  CategorySchema,
  ChangePasswordSchema,
  CitySchema,
  DetailSchema,
  FieldErrorsSchema,
  ForgotPasswordSchema,
  HealthSchema,
  LoginSchema,
  NearestQuerySchema,
  OtpRequestSchema,
  OtpSentSchema,
  PlaceSchema,
  PlaceSearchQuerySchema,
  ProfileSchema,
  ProfileUpdateSchema,
  ResetPasswordSchema,
  SearchFilterSchema,
  SignedUrlRequestSchema,
  SignupSchema,
  UserListQuerySchema,
  UserListSchema,
} from '@haat/contract';
import { z } from 'zod';

type Auth = 'none' | 'user' | 'admin';
interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  tag: string;
  auth?: Auth;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Status → schema of the answer (or null when it has no documented body). */
  responses: Record<number, z.ZodType | null>;
  pathParams?: string[];
}

const errors400 = { 400: FieldErrorsSchema };
const throttled = { 429: DetailSchema };
const authErrors = (auth: Auth): Record<number, z.ZodType> =>
  auth === 'admin' ? { 401: DetailSchema, 403: DetailSchema } : auth === 'user' ? { 401: DetailSchema } : {};

/** Every documented operation, with the contract schemas that validate it. */
export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database engine',
    tag: 'system',
    responses: { 200: HealthSchema },
  },
  {
    method: 'post',
    path: '/otp/',
    summary: 'Send a sign-up OTP by SMS (6 digits, 5 minutes, 5 tries)',
    tag: 'auth',
    body: OtpRequestSchema,
    responses: { 200: OtpSentSchema, ...errors400, 409: FieldErrorsSchema, ...throttled, 503: DetailSchema },
  },
  {
    method: 'post',
    path: '/verify-otp/',
    summary: 'Resend the sign-up OTP (same throttle)',
    tag: 'auth',
    body: OtpRequestSchema,
    responses: { 200: OtpSentSchema, ...errors400, 409: FieldErrorsSchema, ...throttled },
  },
  {
    method: 'get',
    path: '/verify-otp/',
    summary: 'Resend the sign-up OTP (same throttle)',
    tag: 'auth',
    query: OtpRequestSchema,
    responses: { 200: OtpSentSchema, ...errors400, 409: FieldErrorsSchema, ...throttled },
  },
  {
    method: 'post',
    path: '/signup/',
    summary: 'Create a customer account with the OTP',
    tag: 'auth',
    body: SignupSchema,
    responses: { 201: AuthResponseSchema, ...errors400, 409: FieldErrorsSchema },
  },
  {
    method: 'post',
    path: '/login/',
    summary: 'Log in with mobile and password (failures throttled)',
    tag: 'auth',
    body: LoginSchema,
    responses: { 200: AuthResponseSchema, ...errors400, ...throttled },
  },
  {
    method: 'post',
    path: '/logout/',
    summary: 'Revoke this token',
    tag: 'auth',
    auth: 'user',
    responses: { 200: DetailSchema },
  },
  {
    method: 'get',
    path: '/api/profile/',
    summary: 'The signed-in account',
    tag: 'profile',
    auth: 'user',
    responses: { 200: ProfileSchema },
  },
  {
    method: 'put',
    path: '/api/profile/',
    summary: 'Update name, email or password',
    tag: 'profile',
    auth: 'user',
    body: ProfileUpdateSchema,
    responses: { 200: ProfileSchema, ...errors400 },
  },
  {
    method: 'put',
    path: '/change-password/',
    summary: 'Change the password (other sessions are signed out)',
    tag: 'profile',
    auth: 'user',
    body: ChangePasswordSchema,
    responses: { 200: DetailSchema, ...errors400 },
  },
  {
    method: 'post',
    path: '/forgot-password/',
    summary: 'Send a reset link (email) or code (SMS); the same answer whether or not the account exists',
    tag: 'recovery',
    body: ForgotPasswordSchema,
    responses: { 200: DetailSchema, ...errors400 },
  },
  {
    method: 'post',
    path: '/check-password/{token}/',
    summary: 'Check a reset token (mailed token, or {mobile}-{code})',
    tag: 'recovery',
    pathParams: ['token'],
    responses: { 200: DetailSchema, ...errors400 },
  },
  {
    method: 'post',
    path: '/reset-password/{token}/',
    summary: 'Set a new password with a reset token (works once; signs out every session)',
    tag: 'recovery',
    pathParams: ['token'],
    body: ResetPasswordSchema,
    responses: { 200: DetailSchema, ...errors400 },
  },
  {
    method: 'get',
    path: '/api/lookup/cats/',
    summary: 'Categories with sub-categories',
    tag: 'lookup',
    responses: { 200: z.array(CategorySchema) },
  },
  {
    method: 'get',
    path: '/api/lookup/popular-cities/',
    summary: 'The 12 popular cities',
    tag: 'lookup',
    responses: { 200: z.array(PlaceSchema) },
  },
  {
    method: 'get',
    path: '/api/lookup/cities/',
    summary: 'Cities by name (ranked, at most 10)',
    tag: 'lookup',
    query: PlaceSearchQuerySchema,
    responses: { 200: z.array(CitySchema), ...errors400 },
  },
  {
    method: 'get',
    path: '/api/lookup/places/',
    summary: 'Cities and localities by name or pincode (ranked, at most 10)',
    tag: 'lookup',
    query: PlaceSearchQuerySchema,
    responses: { 200: z.array(PlaceSchema), ...errors400 },
  },
  {
    method: 'get',
    path: '/api/lookup/nearest/',
    summary: 'The nearest city to a point',
    tag: 'lookup',
    query: NearestQuerySchema,
    responses: { 200: PlaceSchema.extend({ distance_km: z.number() }), ...errors400, 404: DetailSchema },
  },
  {
    method: 'get',
    path: '/api/lookup/brands/',
    summary: 'Brands of a type',
    tag: 'lookup',
    query: BrandQuerySchema,
    responses: { 200: z.array(BrandSchema), ...errors400 },
  },
  {
    method: 'get',
    path: '/api/user/',
    summary: 'All accounts (admins only), search by mobile or name',
    tag: 'admin',
    auth: 'admin',
    query: UserListQuerySchema,
    responses: { 200: UserListSchema, ...errors400 },
  },
  {
    method: 'post',
    path: '/api/product/',
    summary: 'Post an ad',
    tag: 'ads',
    auth: 'user',
    body: AdInputSchema,
    responses: { 201: null, ...errors400 },
  },
  {
    method: 'get',
    path: '/api/product/',
    summary: 'My ads (limit up to 200)',
    tag: 'ads',
    auth: 'user',
    responses: { 200: null, ...authErrors('user') },
  },
  {
    method: 'get',
    path: '/api/product/{id}/',
    summary: 'One of my ads',
    tag: 'ads',
    auth: 'user',
    pathParams: ['id'],
    responses: { 200: null, ...authErrors('user') },
  },
  {
    method: 'put',
    path: '/api/product/{id}/',
    summary: 'Edit my ad (owner only)',
    tag: 'ads',
    auth: 'user',
    body: AdInputSchema,
    pathParams: ['id'],
    responses: { 200: null, ...errors400, ...authErrors('user') },
  },
  {
    method: 'delete',
    path: '/api/product/{id}/',
    summary: 'Remove my ad (owner only)',
    tag: 'ads',
    auth: 'user',
    pathParams: ['id'],
    responses: { 204: null, ...authErrors('user') },
  },
  {
    method: 'post',
    path: '/api/product/{id}/sold/',
    summary: 'Mark my ad sold',
    tag: 'ads',
    auth: 'user',
    pathParams: ['id'],
    responses: { 200: null, ...authErrors('user') },
  },
  {
    method: 'post',
    path: '/api/product/{id}/renew/',
    summary: 'Renew my ad for another 30 days',
    tag: 'ads',
    auth: 'user',
    pathParams: ['id'],
    responses: { 200: null, ...authErrors('user') },
  },
  {
    method: 'get',
    path: '/api/products/{id}/',
    summary: 'Public ad detail (counts a view; expired ads are 404)',
    tag: 'ads',
    pathParams: ['id'],
    responses: { 200: null },
  },
  {
    method: 'get',
    path: '/api/products/',
    summary: 'Every ad, filtered by status (admins only)',
    tag: 'admin',
    auth: 'admin',
    responses: { 200: null, ...authErrors('admin') },
  },
  {
    method: 'get',
    path: '/api/search-product/',
    summary:
      'Search ads with query parameters (featured first, then the order asked; count exact up to SEARCH_COUNT_CAP, past it count_capped: true)',
    tag: 'ads',
    responses: { 200: null },
  },
  {
    method: 'post',
    path: '/api/search-product/',
    summary: 'Search ads with the filter as body; limit and order in the query (count_capped as for GET)',
    tag: 'ads',
    body: SearchFilterSchema,
    responses: { 200: null, ...errors400 },
  },
  {
    method: 'post',
    path: '/api/any-request/',
    summary: 'Search-word suggestions (action SEARCH_WORD)',
    tag: 'ads',
    body: AnyRequestSchema,
    responses: { 200: null, ...errors400 },
  },
  {
    method: 'get',
    path: '/api/lookup/resolve/{slug}/',
    summary: 'A category, sub-category or place for a URL slug',
    tag: 'lookup',
    pathParams: ['slug'],
    responses: { 200: null },
  },
  {
    method: 'get',
    path: '/api/store/{userId}/',
    summary: "A seller's public page and active ads",
    tag: 'ads',
    pathParams: ['userId'],
    responses: { 200: null },
  },
  {
    method: 'get',
    path: '/api/favorite/',
    summary: 'My saved ads',
    tag: 'ads',
    auth: 'user',
    responses: { 200: null, ...authErrors('user') },
  },
  {
    method: 'post',
    path: '/api/favorite/',
    summary: 'Save an ad',
    tag: 'ads',
    auth: 'user',
    responses: { 200: null, ...authErrors('user') },
  },
  {
    method: 'delete',
    path: '/api/favorite/',
    summary: 'Unsave an ad',
    tag: 'ads',
    auth: 'user',
    responses: { 200: null, ...authErrors('user') },
  },
  {
    method: 'post',
    path: '/contact/',
    summary: 'Send a message to support (throttled per IP)',
    tag: 'support',
    body: ContactInputSchema,
    responses: { 201: null, ...errors400 },
  },
  {
    method: 'get',
    path: '/api/plans/',
    summary: 'Featured plans: price, days and cashback promise',
    tag: 'support',
    responses: { 200: null },
  },
  {
    method: 'get',
    path: '/api/banner-pool/',
    summary: 'Promo banners (pool_type, sort, limit)',
    tag: 'support',
    responses: { 200: null },
  },
  {
    method: 'post',
    path: '/api/document/',
    summary: 'Create a document record (private unless is_public)',
    tag: 'uploads',
    auth: 'user',
    body: DocumentInputSchema,
    responses: { 201: null, ...errors400, ...authErrors('user') },
  },
  {
    method: 'post',
    path: '/api/get-signed-url/',
    summary: 'A signed upload URL',
    tag: 'uploads',
    auth: 'user',
    body: SignedUrlRequestSchema,
    responses: { 200: null, ...errors400 },
  },
];

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  // Transforms (mobile normalisation, caps) have no JSON Schema: documented by their input side.
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

/** The OpenAPI 3.1 document of the API, built from the contract's zod schemas. */
export function buildOpenApi(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const auth = op.auth ?? 'none';
    const parameters: unknown[] = (op.pathParams ?? []).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (op.query) {
      const q = jsonSchema(op.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        parameters.push({ name, in: 'query', required: q.required?.includes(name) ?? false, schema });
      }
    }
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries({ ...op.responses, ...authErrors(auth) })) {
      responses[status] = {
        description: DESCRIPTIONS[Number(status)] ?? 'Answer',
        ...(schema ? { content: { 'application/json': { schema: jsonSchema(schema, 'output') } } } : {}),
      };
    }
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(auth !== 'none' ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Haat API',
      version: '0.1.0',
      description:
        'Free classifieds for India. Errors: 400 `{ field: [messages] }` (`non_field_errors` for the body), 401 no or bad token, 403 not allowed, 404, 409 conflict, 413 body too large, 429 with Retry-After. Unknown body fields are ignored.',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

const DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Field errors',
  401: 'No, unknown, revoked or expired token',
  403: 'Signed in but not allowed',
  404: 'Not found',
  409: 'Conflict (e.g. mobile already registered)',
  429: 'Too many requests; see Retry-After',
  503: 'A provider (SMS gateway) is unavailable',
};
