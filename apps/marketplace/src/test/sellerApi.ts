import type { Ad, Consent, Profile, SavedAd, Session } from '../api/types';
import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationSettings,
  type SavedSearch,
  type Wallet,
} from '@haat/contract';
import { makeAd } from './ads';
import { CATS, emptyPage, type Routes } from './fakeApi';

/**
 * The fake server of the selling screens (Post an ad, My Ads, My Account), shared by their tests
 * and their stories so both talk to the same API.
 */

/** One answer of a route: a handler, or a fixed status and body. */
type Answer = Routes[string];

const DAY = 24 * 60 * 60 * 1000;

/** The signed-in seller of the selling screens. */
export const SELLER: Profile = {
  id: 7,
  name: 'Asha Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  email_verified: true,
  has_password: true,
  wallet: 0,
  user_type: 'CUSTOMER',
};

/** A request that never gets an answer: the screen stays in its loading state. */
export const never: Answer = () => new Promise<never>(() => {});

/** The server failing. */
export const serverError: Answer = { status: 500, body: { detail: 'Internal server error' } };

/** A deterministic inline 4:3 picture (no network, no text) for thumbnails and photos. */
export function samplePicture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="hsl(${hue},35%,90%)"/><rect x="70" y="70" width="180" height="110" rx="16" fill="hsl(${hue},60%,42%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A seller's ads at `now`: live ones (one ending soon, one featured), one expired, one sold. */
export function sellerAds(now: Date): Ad[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const posted = (daysAgo: number) => ({ created_on: at(-daysAgo), updated_on: at(-daysAgo) });
  return [
    makeAd(41, {
      title: 'Royal Enfield Classic 350, 2021, single owner',
      price: 165000,
      thumbnail: samplePicture(200),
      views: 128,
      ...posted(6),
      expires_at: at(24),
    }),
    makeAd(42, { title: 'Samsung 55 inch 4K TV', price: 38500, views: 41, ...posted(28), expires_at: at(2) }),
    makeAd(43, {
      title: '2 BHK flat in Kothrud, east facing',
      price: 6500000,
      featured: true,
      views: 310,
      ...posted(18),
      expires_at: at(12),
    }),
    makeAd(44, { title: 'Study table with chair', price: 2500, views: 9, ...posted(33), expires_at: at(-3) }),
    makeAd(45, { title: 'Apple iPhone 13, 128 GB', price: 42000, status: 'sold', views: 1, expires_at: at(10) }),
  ];
}

/** Saved ads as `GET /api/favorite/` lists them, most recently saved first. */
export function savedAds(now: Date): SavedAd[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  return [
    { ...makeAd(51, { title: 'Honda Activa 6G, 2022', price: 68000 }), saved_on: ago(1) },
    { ...makeAd(52, { title: 'Wooden wardrobe, 3 doors', price: 12500 }), saved_on: ago(3) },
    { ...makeAd(53, { title: 'Canon EOS 1500D with 2 lenses', price: 31000 }), saved_on: ago(9) },
  ];
}

/**
 * My ads as the server keeps them: the counts per status, the list of one status (an active ad
 * past its expiry counts as expired, as the server reports it), and the actions that change an
 * ad's status. `ads` is changed in place by the actions.
 */
export function myAdsRoutes(ads: Ad[], now: number, over: { list?: Answer; counts?: Answer } = {}): Routes {
  const byId = (path: string) => ads.find((a) => path.includes(`/${a.id}/`))!;
  const effective = (a: Ad) => (a.status === 'active' && Date.parse(a.expires_at) <= now ? 'expired' : a.status);
  return {
    '/api/profile/': { body: SELLER },
    'GET /api/product/counts/':
      over.counts ??
      (() => ({
        body: Object.fromEntries(
          ['active', 'sold', 'expired', 'removed'].map((s) => [s, ads.filter((a) => effective(a) === s).length]),
        ),
      })),
    'GET /api/product/':
      over.list ??
      (({ query }) => {
        const results = ads.filter((a) => effective(a) === query.get('status'));
        return { body: { ...emptyPage, count: results.length, results } };
      }),
    ...Object.fromEntries(
      ads.flatMap((ad): [string, Answer][] => [
        [`POST /api/product/${ad.id}/sold/`, ({ path }) => ((byId(path).status = 'sold'), { body: ad })],
        [`POST /api/product/${ad.id}/unsold/`, ({ path }) => ((byId(path).status = 'active'), { body: ad })],
        [
          `POST /api/product/${ad.id}/renew/`,
          ({ path }) => {
            const a = byId(path);
            a.status = 'active';
            a.expires_at = new Date(now + 30 * DAY).toISOString();
            return { body: a };
          },
        ],
        [`DELETE /api/product/${ad.id}/`, ({ path }) => ((byId(path).status = 'removed'), { status: 204 })],
      ]),
    ),
  };
}

/** A first page of my ads whose `next` link holds `rest`: what Load more follows. */
export function pagedMyAds(first: Ad[], rest: Ad[]): Answer {
  const next = 'https://api.haat.test/api/product/?limit=100&offset=100&status=active';
  const count = first.length + rest.length;
  return ({ query }) =>
    query.get('offset') === '100'
      ? { body: { count, next: null, previous: null, results: rest } }
      : { body: { count, next, previous: null, results: first } };
}

/** The city the place search finds. */
const PUNE = {
  type: 'city',
  id: 1,
  name: 'Pune',
  city: 'Pune',
  area: '',
  state: 'Maharashtra',
  pincode: null,
  lat: 18.5,
  lng: 73.8,
};

/**
 * What Post an ad reads: the profile, car brands, a place search that finds Pune, signed upload
 * URLs, and the owner's ad 41 for editing. `create` and `mine` replace the answers of posting an ad
 * and of loading ad 41.
 */
/** A flat's floor plan, as its owner's ad carries it. */
export const sampleDocument = {
  id: 88,
  title: 'Floor plan',
  name: 'Floor-plan.pdf',
  size: 248_000,
  url: '/api/document/88/file/',
};

/** The test catalogue with Properties (houses and apartments), whose ads carry documents. */
export const CATS_WITH_PROPERTIES = [
  ...CATS,
  {
    id: 3,
    slug: 'Properties',
    title: 'Properties',
    cat_list: [{ id: 31, slug: 'houses-apartments', title: 'Houses & Apartments' }],
  },
];

export function postAdRoutes(over: { create?: Answer; mine?: Answer; properties?: boolean } = {}): Routes {
  let signed = 0;
  return {
    '/api/profile/': { body: SELLER },
    '/api/lookup/brands/': ({ query }) => ({
      body:
        query.get('type') === 'cars'
          ? [
              { id: 1, name: 'Maruti Suzuki', type: 'cars' },
              { id: 2, name: 'Tata', type: 'cars' },
            ]
          : [],
    }),
    '/api/lookup/places/': { body: [PUNE] },
    'POST /api/get-signed-url/': () => {
      signed += 1;
      const path = `assets/7/p${signed}.jpg`;
      return {
        body: {
          url: `/uploads/${path}?sig=x`,
          method: 'PUT',
          path,
          public_url: `/uploads/${path}`,
          expires_in: 600,
          headers: { 'content-type': 'image/jpeg' },
        },
      };
    },
    ...(over.create ? { 'POST /api/product/': over.create } : {}),
    'GET /api/product/41/': over.mine ?? { body: makeAd(41) },
    ...(over.properties ? { '/api/lookup/cats/': { body: CATS_WITH_PROPERTIES } } : {}),
  };
}

/**
 * What My Account reads and changes: the profile, the saved ads (an array, or an answer), removing
 * one, and changing the password (the current one is `right-pass`).
 */
/** Two notifications: a new chat (unread) and an ad about to expire (read). */
export const sampleNotifications = (now: Date): Notification[] => [
  {
    id: 2,
    kind: 'chat',
    text: 'Rahul wants to chat about “Royal Enfield Classic 350”.',
    link: '/chat/101/9/',
    status: 'unread',
    created_on: new Date(now.getTime() - 60 * 60 * 1000).toISOString(),
  },
  {
    id: 1,
    kind: 'expiring',
    text: 'Your ad “Samsung 55 inch 4K TV” expires in 3 days. Renew it to keep it live.',
    link: '/my-ads/',
    status: 'read',
    created_on: new Date(now.getTime() - 26 * 60 * 60 * 1000).toISOString(),
  },
];

/** A wallet after a top-up, a featuring and its cashback (fixed dates, before the stories' clock). */
export const SAMPLE_WALLET: Wallet = {
  balance_paise: 45_050,
  provider: 'test',
  count: 3,
  next: null,
  previous: null,
  results: [
    {
      id: 3,
      kind: 'cashback',
      amount_paise: 4_950,
      balance_after_paise: 45_050,
      reference: 'feature:1',
      description: 'Cashback for selling Royal Enfield Classic 350, 2021, single owner',
      link: '/view/41/',
      created_on: '2026-11-20T09:15:00.000Z',
    },
    {
      id: 2,
      kind: 'feature',
      amount_paise: -9_900,
      balance_after_paise: 40_100,
      reference: 'ad:41',
      description: 'Featured for 7 days: Royal Enfield Classic 350, 2021, single owner',
      link: '/view/41/',
      created_on: '2026-11-18T06:40:00.000Z',
    },
    {
      id: 1,
      kind: 'topup',
      amount_paise: 50_000,
      balance_after_paise: 50_000,
      reference: 'order:1',
      description: 'Wallet top-up of ₹500 (test mode)',
      link: null,
      created_on: '2026-11-18T06:35:00.000Z',
    },
  ],
};

/** Three signed-in devices of the seller: this laptop, a phone, and an old tablet. */
export function sampleSessions(): Session[] {
  const session = (id: number, user_agent: string, ip: string, last_used_at: string, current = false): Session => ({
    id,
    user_agent,
    ip,
    created_at: '2026-10-01T04:30:00Z',
    last_used_at,
    expires_at: '2026-12-21T06:30:00Z',
    current,
  });
  return [
    session(
      31,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      '127.0.0.1',
      '2026-11-21T06:30:00Z',
      true,
    ),
    session(
      32,
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      '49.36.120.7',
      '2026-11-20T14:05:00Z',
    ),
    session(
      33,
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      '',
      '2026-11-02T09:00:00Z',
    ),
  ];
}

const consentOf = (kind: Consent['kind'], given: boolean): Consent => ({
  kind,
  given,
  version: given ? '2026-11-01' : null,
  given_at: given ? '2026-11-02T05:00:00Z' : null,
  withdrawn_at: null,
  current_version: '2026-11-01',
  withdrawable: given && kind !== 'terms' && kind !== 'privacy',
  givable: !given && kind.startsWith('marketing'),
});

/** The seller's consents: Terms and Privacy at sign-up, a shared number, no marketing. */
const SAMPLE_CONSENTS: Consent[] = [
  consentOf('terms', true),
  consentOf('privacy', true),
  consentOf('marketing_sms', false),
  consentOf('marketing_push', false),
  consentOf('phone_sharing', true),
];

export function accountRoutes(
  over: {
    profile?: Answer;
    saved?: SavedAd[] | Answer;
    removeSaved?: Answer;
    changePassword?: Answer;
    notifications?: Notification[];
    wallet?: Answer;
    sessions?: Session[];
    endSession?: Answer;
    savedSearches?: SavedSearch[];
  } = {},
): Routes {
  let saved = Array.isArray(over.saved) ? [...over.saved] : [];
  let searches = over.savedSearches ?? sampleSavedSearches();
  let settings: NotificationSettings = {
    kinds: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as NotificationSettings['kinds'],
    quiet_hours: null,
    sms: true,
  };
  let sessions = over.sessions ?? sampleSessions();
  let notes = over.notifications ?? [];
  const unread = () => notes.filter((n) => n.status === 'unread').length;
  return {
    'GET /api/notification/': () => ({
      body: { ...emptyPage, count: notes.length, unread_count: unread(), results: notes },
    }),
    'POST /api/notification/read/': ({ body }) => {
      const b = body as { all?: true; ids?: number[] };
      notes = notes.map((n) => (b.all || b.ids?.includes(n.id) ? { ...n, status: 'read' as const } : n));
      return { body: { unread_count: unread() } };
    },
    'GET /api/wallet/': over.wallet ?? { body: SAMPLE_WALLET },
    'GET /api/profile/': over.profile ?? { body: SELLER },
    'PUT /api/profile/': ({ body }) => ({ body: { ...SELLER, ...(body as object) } }),
    'GET /api/favorite/':
      over.saved && !Array.isArray(over.saved)
        ? over.saved
        : () => ({ body: { ...emptyPage, count: saved.length, results: saved } }),
    ...Object.fromEntries(
      saved.map((ad): [string, Answer] => [
        `DELETE /api/favorite/${ad.id}/`,
        over.removeSaved ??
          (() => {
            saved = saved.filter((a) => a.id !== ad.id);
            return { status: 204 };
          }),
      ]),
    ),
    'GET /api/notification-settings/': () => ({ body: settings }),
    'PUT /api/notification-settings/': ({ body }) => {
      const b = body as Partial<NotificationSettings>;
      settings = { ...settings, ...b, kinds: { ...settings.kinds, ...b.kinds } };
      return { body: settings };
    },
    'GET /api/saved-searches/': () => ({ body: { count: searches.length, results: searches } }),
    ...Object.fromEntries(
      searches.map((one): [string, Answer] => [
        `DELETE /api/saved-searches/${one.id}/`,
        () => {
          searches = searches.filter((s) => s.id !== one.id);
          return { status: 204 };
        },
      ]),
    ),
    'GET /api/sessions/': () => ({ body: { ...emptyPage, count: sessions.length, results: sessions } }),
    'GET /api/profile/consents/': { body: { results: SAMPLE_CONSENTS } },
    ...Object.fromEntries(
      sessions.map((one): [string, Answer] => [
        `DELETE /api/sessions/${one.id}/`,
        over.endSession ??
          (() => {
            sessions = sessions.filter((s) => s.id !== one.id);
            return { status: 204 };
          }),
      ]),
    ),
    'PUT /change-password/':
      over.changePassword ??
      (({ body }) =>
        (body as { old_password: string }).old_password === 'right-pass'
          ? { body: { detail: 'ok' } }
          : { status: 400, body: { old_password: ['Your old password was entered incorrectly'] } }),
  };
}

/** Two saved searches, one with new ads. */
function sampleSavedSearches(): SavedSearch[] {
  return [
    {
      id: 2,
      label: 'Royal Enfield in Pune',
      link: '/pune/?category=Cars%2BBikes&search=royal+enfield',
      filter: { search: 'royal enfield', category: 'Cars+Bikes' },
      sort: '-created_on',
      new_count: 3,
      created_on: '2026-11-20T06:30:00.000Z',
    },
    {
      id: 1,
      label: 'Mobile Phones in Bengaluru',
      link: '/bengaluru/?sub_category=mobile-phones',
      filter: { sub_category: 'mobile-phones' },
      sort: '-created_on',
      new_count: 0,
      created_on: '2026-11-18T06:30:00.000Z',
    },
  ];
}
