import {
  BrandQuerySchema,
  BrandSchema,
  CategorySchema,
  CitiesWithAdsQuerySchema,
  CitySchema,
  CityWithAdsSchema,
  NearestPlaceSchema,
  NearestQuerySchema,
  PlaceSchema,
  PlaceSearchQuerySchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { declare, typed } from '../../http/route';
import { resolveCategories } from '../ads/categories';
import {
  citiesWithAds,
  listBrands,
  listCategories,
  nearestPlace,
  popularCities,
  searchCities,
  searchPlaces,
} from './service';
import { lookupText } from './lookupText';

/** Reference lookups for the client: categories, cities and places, brands. Public, cacheable. */
export async function lookupRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'public, max-age=300');
  });

  api.get(
    '/api/lookup/cats/',
    declare(
      ctx,
      { operationId: 'listCategories', summary: 'Categories with sub-categories', tag: 'lookup' },
      {
        response: { 200: z.array(CategorySchema) },
      },
    ),
    async (_request, reply) => {
      // The names follow Accept-Language: a shared cache keeps one copy per language.
      reply.header('vary', 'Accept-Language');
      return listCategories(ctx);
    },
  );

  api.get(
    '/api/lookup/popular-cities/',
    declare(
      ctx,
      { operationId: 'listPopularCities', summary: 'The 12 popular cities', tag: 'lookup' },
      {
        response: { 200: z.array(PlaceSchema) },
      },
    ),
    async () => popularCities(ctx),
  );

  api.get(
    '/api/lookup/cities/',
    declare(
      ctx,
      { operationId: 'searchCities', summary: 'Cities by name (ranked, at most 10)', tag: 'lookup' },
      {
        querystring: PlaceSearchQuerySchema,
        response: { 200: z.array(CitySchema) },
      },
    ),
    async (request) => searchCities(ctx, request.query.search),
  );

  api.get(
    '/api/lookup/places/',
    declare(
      ctx,
      {
        operationId: 'searchPlaces',
        summary: 'Cities and localities by name or pincode (ranked, at most 10)',
        tag: 'lookup',
      },
      { querystring: PlaceSearchQuerySchema, response: { 200: z.array(PlaceSchema) } },
    ),
    async (request) => searchPlaces(ctx, request.query.search),
  );

  api.get(
    '/api/lookup/nearest/',
    declare(
      ctx,
      {
        operationId: 'nearestCity',
        summary: 'The address of a point: its neighbourhood, pincode, district and city, else the nearest city',
        tag: 'lookup',
        notFound: true,
      },
      { querystring: NearestQuerySchema, response: { 200: NearestPlaceSchema } },
    ),
    async (request) => {
      const place = await nearestPlace(ctx, request.query.lat, request.query.lng);
      if (!place) throw notFound(lookupText.noCity);
      return place;
    },
  );

  api.get(
    '/api/lookup/cities-with-ads/',
    declare(
      ctx,
      {
        operationId: 'citiesWithAds',
        summary:
          'Cities with live ads (of a category, if asked) for a place that has none: nearest a point first, else those of its state first',
        tag: 'lookup',
      },
      { querystring: CitiesWithAdsQuerySchema, response: { 200: z.array(CityWithAdsSchema) } },
    ),
    async (request, reply) => {
      const { lat, lng, state, limit } = request.query;
      if ((lat === undefined) !== (lng === undefined)) {
        throw badRequest({ [lat === undefined ? 'lat' : 'lng']: [lookupText.bothLatLng] });
      }
      const { category, subCategory } = await resolveCategories(
        ctx.db,
        request.query.category,
        request.query.sub_category,
        { categoryRequired: false },
      );
      // The answer follows the ads, so it is kept for a minute, not the lookups' five.
      reply.header('cache-control', 'public, max-age=60');
      return citiesWithAds(ctx, { lat, lng, state, limit, categoryId: category?.id, subCategoryId: subCategory?.id });
    },
  );

  api.get(
    '/api/lookup/brands/',
    declare(
      ctx,
      { operationId: 'listBrands', summary: 'Brands of a type', tag: 'lookup' },
      {
        querystring: BrandQuerySchema,
        response: { 200: z.array(BrandSchema) },
      },
    ),
    async (request) => listBrands(ctx, request.query.type),
  );
}
