import type { BannerInput, MyBanner } from '@haat/contract';
import type { Routes } from './fakeApi';
import { SELLER, samplePicture } from './sellerApi';

/**
 * The fake server of the banner screens (My Banners, the banner form), shared by their tests and
 * stories: banners that stop and delete as the real server's do, ₹49 a day.
 */

const PRICE_PER_DAY = 4_900;

/** A banner of the seller's; dates are India calendar days. */
export function sampleBanner(id: number, over: Partial<MyBanner> = {}): MyBanner {
  const picture = samplePicture(30 + id * 40);
  return {
    id,
    image: { url: picture, wide: picture, narrow: picture },
    link: 'https://sharma-electronics.example.in/diwali',
    title: `Diwali sale at Sharma Electronics ${id}`,
    city: 'Pune',
    start_date: '2026-11-20',
    end_date: '2026-11-24',
    status: 'live',
    reject_reason: '',
    days: 5,
    price_per_day_paise: PRICE_PER_DAY,
    total_paise: 5 * PRICE_PER_DAY,
    charged_paise: 5 * PRICE_PER_DAY,
    refunded_paise: 0,
    created_on: '2026-11-19T10:00:00.000Z',
    ...over,
  };
}

/** One of each status, newest first. */
function sampleBanners(): MyBanner[] {
  return [
    sampleBanner(1005, { status: 'pending', charged_paise: 0, start_date: '2026-11-25', end_date: '2026-11-29' }),
    sampleBanner(1004, {
      status: 'rejected',
      charged_paise: 0,
      reject_reason: 'The image is blurry; upload a sharper one.',
      city: '',
    }),
    sampleBanner(1003, { status: 'live' }),
    sampleBanner(1002, {
      status: 'ended',
      start_date: '2026-11-01',
      end_date: '2026-11-03',
      days: 3,
      total_paise: 14_700,
      charged_paise: 14_700,
    }),
  ];
}

export interface BannerServer {
  banners: MyBanner[];
  balance: number;
  routes: Routes;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS) + 1;

export function bannerServer(banners: MyBanner[] = sampleBanners(), balance = 10_000): BannerServer {
  const server: BannerServer = { banners: [...banners], balance, routes: {} };
  const byPath = (path: string) => server.banners.find((b) => path.includes(`/${b.id}/`));
  const save = (input: BannerInput, id: number): MyBanner => {
    const n = days(input.start_date, input.end_date);
    const { image, ...rest } = input;
    const picture = image.startsWith('data:') ? image : `https://img.test/${image}.1200.webp`;
    return sampleBanner(id, {
      ...rest,
      image: { url: picture, wide: picture, narrow: picture },
      city: input.city ?? '',
      status: 'pending',
      days: n,
      total_paise: n * PRICE_PER_DAY,
      charged_paise: 0,
    });
  };
  server.routes = {
    '/api/profile/': () => ({ body: { ...SELLER, wallet: server.balance / 100 } }),
    'GET /api/banner/pricing/': {
      body: { price_per_day_paise: PRICE_PER_DAY, max_days: 60, max_lead_days: 90, min_width: 1200, min_height: 300 },
    },
    'GET /api/wallet/': () => ({
      body: { balance_paise: server.balance, provider: 'test', count: 0, next: null, previous: null, results: [] },
    }),
    'GET /api/banner/': () => ({
      body: { count: server.banners.length, next: null, previous: null, results: server.banners },
    }),
    'POST /api/banner/': ({ body }) => {
      const saved = save(body as BannerInput, 2000 + server.banners.length);
      server.banners.unshift(saved);
      return { status: 201, body: saved };
    },
    'POST /api/get-signed-url/': ({ body }) => {
      const name = (body as { file_name: string }).file_name;
      return {
        body: {
          url: `https://uploads.test/assets/7/${name}?sig=x`,
          method: 'PUT',
          path: `assets/7/abc-${name}`,
          public_url: `https://uploads.test/assets/7/abc-${name}`,
          expires_in: 900,
          headers: { 'content-type': 'image/png' },
        },
      };
    },
    ...Object.fromEntries(
      server.banners.flatMap((b): [string, Routes[string]][] => [
        [
          `PUT /api/banner/${b.id}/`,
          ({ path, body }) => {
            const next = save(body as BannerInput, byPath(path)!.id);
            server.banners = server.banners.map((x) => (x.id === next.id ? next : x));
            return { body: next };
          },
        ],
        [
          `POST /api/banner/${b.id}/stop/`,
          ({ path }) => {
            const current = byPath(path)!;
            const next = { ...current, status: 'ended' as const, refunded_paise: 2 * PRICE_PER_DAY };
            server.banners = server.banners.map((x) => (x.id === next.id ? next : x));
            server.balance += 2 * PRICE_PER_DAY;
            return { body: next };
          },
        ],
        [
          `DELETE /api/banner/${b.id}/`,
          ({ path }) => {
            const current = byPath(path)!;
            server.banners = server.banners.filter((x) => x.id !== current.id);
            return { status: 204 };
          },
        ],
      ]),
    ),
  };
  return server;
}
