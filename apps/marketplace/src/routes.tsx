import { HydratedMark } from './shell/hydrated';
import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { matchRoute, Redirect, Route, useLocation } from 'wouter';
import { useApi } from './api/ApiProvider';
import { useQueryCache } from './query/useQuery';
import { useNavigationMemory } from './features/navigation/NavigationMemory';
import type { LoadContext, Loader } from './routing/loadContext';
import type * as PrivateLoaders from './routing/privateLoaders';
import type { StoredLocation } from './state/storage';
import { loginRedirectPath } from './features/redirect';
import { PageLoading } from './pages/shared/PageLoading';
import { lazyPage, type LazyPage } from './shell/lazyPage';
import { PageErrorBoundary } from './shell/PageErrorBoundary';
import { trackLoaderFetch } from './routing/loaderFetch';
import { useAppState } from './state/AppState';
import { useAddressSearch } from './features/addressSearch';

// Every route is its own lazily loaded chunk (failing after the spec's chunk timeout); the home
// route ships only what the home page needs.
const HomePage = lazyPage(() => import('./pages/HomePage/HomePage'));
const SearchPage = lazyPage(() => import('./pages/SearchPage/SearchPage'));
const ResolvePage = lazyPage(() => import('./pages/ResolvePage/ResolvePage'));
const AdPage = lazyPage(() => import('./pages/AdPage/AdPage'));
const StorePage = lazyPage(() => import('./pages/StorePage/StorePage'));
const PricingPage = lazyPage(() => import('./pages/PricingPage/PricingPage'));
const ContactPage = lazyPage(() => import('./pages/ContactPage/ContactPage'));
const ForgotPasswordPage = lazyPage(() => import('./pages/ForgotPasswordPage/ForgotPasswordPage'));
const VerifyEmailPage = lazyPage(() => import('./pages/VerifyEmailPage/VerifyEmailPage'));
const AboutPage = lazyPage(() => import('./pages/AboutPage/AboutPage'));
const MobileAppPage = lazyPage(() => import('./pages/MobileAppPage/MobileAppPage'));
const AmazonDealsPage = lazyPage(() => import('./pages/AmazonDealsPage/AmazonDealsPage'));
const TryPage = lazyPage(() => import('./pages/TryPage/TryPage'));
const TermsPage = lazyPage(() => import('./pages/TermsPage/TermsPage'));
const PrivacyPage = lazyPage(() => import('./pages/PrivacyPage/PrivacyPage'));
const PostAdPage = lazyPage(() => import('./pages/PostAdPage/PostAdPage'));
const MyAdsPage = lazyPage(() => import('./pages/MyAdsPage/MyAdsPage'));
const AccountPage = lazyPage(() => import('./pages/AccountPage/AccountPage'));
const ChatPage = lazyPage(() => import('./pages/ChatPage/ChatPage'));
const InboxPage = lazyPage(() => import('./pages/InboxPage/InboxPage'));
const MakeFeaturedPage = lazyPage(() => import('./pages/MakeFeaturedPage/MakeFeaturedPage'));
const BannerPage = lazyPage(() => import('./pages/BannerPage/BannerPage'));
const MyBannersPage = lazyPage(() => import('./pages/MyBannersPage/MyBannersPage'));
const AdminUsersPage = lazyPage(() => import('./pages/AdminUsersPage/AdminUsersPage'));
const AdminAdsPage = lazyPage(() => import('./pages/AdminAdsPage/AdminAdsPage'));
const AdminReportsPage = lazyPage(() => import('./pages/AdminReportsPage/AdminReportsPage'));
const AdminReviewsPage = lazyPage(() => import('./pages/AdminReviewsPage/AdminReviewsPage'));
const AdminBannersPage = lazyPage(() => import('./pages/AdminBannersPage/AdminBannersPage'));
const AdminAuditPage = lazyPage(() => import('./pages/AdminAuditPage/AdminAuditPage'));
const AdminSettingsPage = lazyPage(() => import('./pages/AdminSettingsPage/AdminSettingsPage'));
const NotAllowedPage = lazyPage(() => import('./pages/NotAllowedPage/NotAllowedPage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage/NotFoundPage'));

/** A page's folder and file name under `src/pages/` (its chunk in the build's manifest). */
type PageName = string;

// Each loader is a small chunk of its own (vite.config.ts), fetched when the browser is idle after
// the first page: a navigation then asks for the page's code and its data at the same moment. The
// first page's data is in the HTML, so no loader is needed to start. Signed-in routes' loaders are
// fetched only for a signed-in visitor.
const loaderModules: { module: () => Promise<unknown>; signedIn: boolean }[] = [];
function lazyLoader<M>(module: () => Promise<M>, pick: (m: M) => Loader, { signedIn = false } = {}): Loader {
  loaderModules.push({ module, signedIn });
  return (ctx) => module().then((m) => pick(m)(ctx));
}
const loadHome = lazyLoader(
  () => import('./pages/HomePage/homeData'),
  (m) => m.loadHome,
);
const loadSearch = lazyLoader(
  () => import('./pages/SearchPage/searchData'),
  (m) => m.loadSearch,
);
const loadResolve = lazyLoader(
  () => import('./pages/SearchPage/searchData'),
  (m) => m.loadResolve,
);
const loadAd = lazyLoader(
  () => import('./pages/AdPage/adData'),
  (m) => m.loadAd,
);
const loadStore = lazyLoader(
  () => import('./pages/StorePage/storeData'),
  (m) => m.loadStore,
);
const loadPricing = lazyLoader(
  () => import('./pages/PricingPage/pricingData'),
  (m) => m.loadPricing,
);

/** The signed-in routes' loaders, fetched once somebody is signed in. */
const signedInLoader = (pick: (m: typeof PrivateLoaders) => Loader) =>
  lazyLoader(() => import('./routing/privateLoaders'), pick, { signedIn: true });
const loadAccount = signedInLoader((m) => m.loadAccount);
const loadPostAd = signedInLoader((m) => m.loadPostAd);
const loadMyAds = signedInLoader((m) => m.loadMyAds);
const loadMyBanners = signedInLoader((m) => m.loadMyBanners);
const loadBanner = signedInLoader((m) => m.loadBanner);
const loadMakeFeatured = signedInLoader((m) => m.loadMakeFeatured);
const loadChat = signedInLoader((m) => m.loadChat);
const loadInbox = signedInLoader((m) => m.loadInbox);
const adminLoader = (section: 'users' | 'ads' | 'reports' | 'reviews' | 'banners' | 'audit' | 'settings') =>
  signedInLoader((m) => m.loadAdmin(section));

/**
 * Fetch every loader's chunk once the browser is idle (a few KB), so navigations do not wait for
 * them; the signed-in routes' ones once somebody is signed in.
 */
function useIdleLoaderFetch(signedIn: boolean) {
  useEffect(() => {
    const fetchAll = () =>
      trackLoaderFetch(
        Promise.all(
          loaderModules
            .filter(({ signedIn: forSignedIn }) => !forSignedIn || signedIn)
            .map(({ module }) => module().catch(() => undefined)),
        ),
      );
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(fetchAll, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(fetchAll, 2000);
    return () => clearTimeout(timer);
  }, [signedIn]);
}

/** One route: its path, its page, and the loader that fills the cache with its first paint's data. */
interface RouteDef {
  path: string;
  page: LazyPage;
  name: PageName;
  /** What the page shows at first paint, loaded before it renders (server and navigation alike). */
  load?: Loader;
  /** The loader reads the visitor's chosen location: a new location loads the route again. */
  usesLocation?: boolean;
  /** Needs sign-in (spec section 2): anonymous visitors go to the login first; `admin` needs an admin. */
  access?: 'user' | 'admin';
  /** Reads a token from the link it was opened with: the browser's alone, never server-rendered. */
  browserOnly?: boolean;
}

/** Every route of spec section 2 (and ours), in match order; the catch-all and not-found come last. */
const ROUTES: RouteDef[] = [
  { path: '/', page: HomePage, name: 'HomePage', load: loadHome, usesLocation: true },
  { path: '/mobile-app', page: MobileAppPage, name: 'MobileAppPage' },
  { path: '/about', page: AboutPage, name: 'AboutPage' },
  { path: '/amazon-deals/', page: AmazonDealsPage, name: 'AmazonDealsPage' },
  { path: '/search/', page: SearchPage, name: 'SearchPage', load: loadSearch, usesLocation: true },
  { path: '/search/:id/', page: SearchPage, name: 'SearchPage', load: loadSearch, usesLocation: true },
  { path: '/pricing/', page: PricingPage, name: 'PricingPage', load: loadPricing },
  { path: '/try/', page: TryPage, name: 'TryPage' },
  { path: '/view/:id/', page: AdPage, name: 'AdPage', load: loadAd },
  { path: '/store/:id/', page: StorePage, name: 'StorePage', load: loadStore },
  { path: '/Terms+Conditions/', page: TermsPage, name: 'TermsPage' },
  { path: '/PrivacyPolicy/', page: PrivacyPage, name: 'PrivacyPage' },
  { path: '/contact-us/', page: ContactPage, name: 'ContactPage' },
  { path: '/forgot-password/', page: ForgotPasswordPage, name: 'ForgotPasswordPage', browserOnly: true },
  // The link mailed to a newly saved e-mail address (not in the spec's list; ours).
  { path: '/verify-email/', page: VerifyEmailPage, name: 'VerifyEmailPage', browserOnly: true },
  { path: '/my-account/', page: AccountPage, name: 'AccountPage', load: loadAccount, access: 'user' },
  { path: '/post-free-ad/', page: PostAdPage, name: 'PostAdPage', access: 'user' },
  { path: '/my-listing/:id/', page: PostAdPage, name: 'PostAdPage', load: loadPostAd, access: 'user' },
  { path: '/my-ads/', page: MyAdsPage, name: 'MyAdsPage', load: loadMyAds, access: 'user' },
  { path: '/my-banners/', page: MyBannersPage, name: 'MyBannersPage', load: loadMyBanners, access: 'user' },
  { path: '/banner/', page: BannerPage, name: 'BannerPage', load: loadBanner, access: 'user' },
  {
    path: '/make-featured/:id/',
    page: MakeFeaturedPage,
    name: 'MakeFeaturedPage',
    load: loadMakeFeatured,
    access: 'user',
  },
  { path: '/chat/:id/', page: ChatPage, name: 'ChatPage', access: 'user' },
  { path: '/chat/:id/:chatid/', page: ChatPage, name: 'ChatPage', load: loadChat, access: 'user' },
  { path: '/inbox/', page: InboxPage, name: 'InboxPage', load: loadInbox, access: 'user' },
  { path: '/admin/users/', page: AdminUsersPage, name: 'AdminUsersPage', load: adminLoader('users'), access: 'admin' },
  { path: '/admin/products/', page: AdminAdsPage, name: 'AdminAdsPage', load: adminLoader('ads'), access: 'admin' },
  {
    path: '/admin/reports/',
    page: AdminReportsPage,
    name: 'AdminReportsPage',
    load: adminLoader('reports'),
    access: 'admin',
  },
  {
    path: '/admin/reviews/',
    page: AdminReviewsPage,
    name: 'AdminReviewsPage',
    load: adminLoader('reviews'),
    access: 'admin',
  },

  {
    path: '/admin/banners/',
    page: AdminBannersPage,
    name: 'AdminBannersPage',
    load: adminLoader('banners'),
    access: 'admin',
  },
  { path: '/admin/audit/', page: AdminAuditPage, name: 'AdminAuditPage', load: adminLoader('audit'), access: 'admin' },
  {
    path: '/admin/settings/',
    page: AdminSettingsPage,
    name: 'AdminSettingsPage',
    load: adminLoader('settings'),
    access: 'admin',
  },
  // The catch-all /{id}/: a category, a sub-category or a place, else a real 404.
  { path: '/:slug/', page: ResolvePage, name: 'ResolvePage', load: loadResolve, usesLocation: true },
];
const NOT_FOUND: RouteDef = { path: '*', page: NotFoundPage, name: 'NotFoundPage' };

/** `/view/:id/` → a RegExp with named groups that also accepts the path without its trailing slash. */
function pattern(path: string): RegExp {
  const body = path
    .replace(/\/$/, '')
    .split('/')
    .map((seg) => (seg.startsWith(':') ? `(?<${seg.slice(1)}>[^/]+)` : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}
const PATTERNS = ROUTES.map((route) => [route, pattern(route.path)] as const);

/** The route of `path` and its parameters: the one matcher of the server and the browser. */
export function matchPath(path: string): { route: RouteDef; params: Record<string, string | undefined> } {
  for (const [route, re] of PATTERNS) {
    const [hit, params] = matchRoute(parsePattern, re, path);
    if (hit) return { route, params: decodeParams(params) };
  }
  return { route: NOT_FOUND, params: {} };
}

/** wouter's parser is not needed: the table's patterns are RegExps already. */
const parsePattern = (route: string) => ({ pattern: pattern(route), keys: [] as string[] });

function decodeParams(params: Record<string, string | undefined> | null): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    if (/^\d+$/.test(k)) continue;
    try {
      out[k] = v === undefined ? v : decodeURIComponent(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

/**
 * The cache key that says a route's loader has run for this address and location; with it fresh,
 * the page renders at once.
 */
export function routeKey(route: RouteDef, path: string, search: string, location: StoredLocation | null): string {
  return `route:${JSON.stringify([route.name, path, search, route.usesLocation ? location : null])}`;
}

/** Run the route's loader into the cache and mark it done (an API error is the page's to show). */
export async function runLoader(route: RouteDef, ctx: LoadContext, key: string): Promise<void> {
  if (route.load) await route.load(ctx);
  ctx.cache.set(key, true);
}

/**
 * The page a server renders for `path`: a public route, the catch-all category/place page, or the
 * not-found page for a path no route takes (so it answers 404); undefined for signed-in screens and
 * pages that read a token from their link, which the browser renders alone.
 */
export function serverRenderedPage(path: string): { name: PageName; file: string } | undefined {
  const { route } = matchPath(path);
  if (route.access || route.browserOnly) return undefined;
  return { name: route.name, file: `src/pages/${route.name}/${route.name}.tsx` };
}

/** Routes visited earlier stay ready this long for a new visit; Back shows them whatever their age. */
const ROUTE_FRESH_MS = 30_000;

/**
 * The matched route's page, once its loader has filled the cache: a navigation starts the page's
 * code and its loader together and shows the loading skeleton until both are in. Signed-in routes
 * send anonymous visitors to `/?login=true&redirect={path}`; an admin route shows a customer the
 * not-allowed page (the server refuses them whatever a client does).
 */
export function AppRoutes() {
  const [path] = useLocation();
  const search = useAddressSearch();
  const { profile, location } = useAppState();
  const api = useApi();
  const cache = useQueryCache();
  const memory = useNavigationMemory();
  useIdleLoaderFetch(Boolean(profile));
  const { route, params } = matchPath(path);
  const key = routeKey(route, path, search, location);
  const re = PATTERNS.find(([r]) => r === route)?.[1];
  const ready = useSyncExternalStore(
    (listener) => cache.subscribe(key, listener),
    () => !route.load || cache.isFresh(key, memory?.popped() ? Infinity : ROUTE_FRESH_MS),
    () => !route.load || cache.get(key) !== undefined,
  );
  // A private loader runs for its own audience only: nobody's data is asked for a visitor.
  const allowed = !route.access || (route.access === 'admin' ? profile?.user_type === 'ADMIN' : Boolean(profile));
  const loadNow = Boolean(route.load) && !ready && allowed;
  // The page on screen stays while only its query or the location changes (a filter, a new place):
  // its own lists show their loading state; the skeleton is for a new page.
  const [shown, setShown] = useState<{ route: RouteDef; path: string } | null>(null);
  // A signed-in screen is the browser's alone and has a loading state of its own: it shows as soon
  // as its code is in, its loader having started its data at the same moment.
  const showPage = ready || Boolean(route.access) || (shown?.route === route && shown.path === path);
  if (showPage && (shown?.route !== route || shown.path !== path)) setShown({ route, path });

  useEffect(() => {
    if (!loadNow) return;
    void route.page.preload();
    void runLoader(route, { api, cache, params, search, location }, key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the route, path, query and location
  }, [loadNow, key, api, cache]);

  let page: ReactNode;
  if (route.access && !profile) page = <Redirect to={loginRedirectPath(path + (search ? `?${search}` : ''))} replace />;
  else if (route.access === 'admin' && profile?.user_type !== 'ADMIN') page = <NotAllowedPage />;
  else if (!showPage) page = <PageLoading />;
  else page = <route.page />;
  return (
    <PageErrorBoundary resetKey={path}>
      <Suspense fallback={<PageLoading />}>
        {/* The pages read their parameters with wouter's useParams: the route provides them. */}
        {re ? <Route path={re}>{page}</Route> : page}
        <HydratedMark />
      </Suspense>
    </PageErrorBoundary>
  );
}
