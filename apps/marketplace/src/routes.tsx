import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { loginRedirectPath } from './features/redirect';
import { PageLoading } from './pages/shared/PageLoading';
import { lazyPage } from './shell/lazyPage';
import { PageErrorBoundary } from './shell/PageErrorBoundary';
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
const AdminBannersPage = lazyPage(() => import('./pages/AdminBannersPage/AdminBannersPage'));
const AdminAuditPage = lazyPage(() => import('./pages/AdminAuditPage/AdminAuditPage'));
const AdminSettingsPage = lazyPage(() => import('./pages/AdminSettingsPage/AdminSettingsPage'));
const NotAllowedPage = lazyPage(() => import('./pages/NotAllowedPage/NotAllowedPage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage/NotFoundPage'));

type Page = LazyExoticComponent<ComponentType>;
/** A page's folder and file name under `src/pages/` (its chunk in the build's manifest). */
type PageName = string;

/** `/view/:id/` → a RegExp with named groups that also accepts the path without its trailing slash. */
function pattern(path: string): RegExp {
  const body = path
    .replace(/\/$/, '')
    .split('/')
    .map((seg) => (seg.startsWith(':') ? `(?<${seg.slice(1)}>[^/]+)` : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

/** The public routes of spec section 2, in match order. */
const publicRoutes: [string, Page, PageName][] = [
  ['/', HomePage, 'HomePage'],
  ['/mobile-app', MobileAppPage, 'MobileAppPage'],
  ['/about', AboutPage, 'AboutPage'],
  ['/amazon-deals/', AmazonDealsPage, 'AmazonDealsPage'],
  ['/search/', SearchPage, 'SearchPage'],
  ['/search/:id/', SearchPage, 'SearchPage'],
  ['/pricing/', PricingPage, 'PricingPage'],
  ['/try/', TryPage, 'TryPage'],
  ['/view/:id/', AdPage, 'AdPage'],
  ['/store/:id/', StorePage, 'StorePage'],
  ['/Terms+Conditions/', TermsPage, 'TermsPage'],
  ['/PrivacyPolicy/', PrivacyPage, 'PrivacyPage'],
  ['/contact-us/', ContactPage, 'ContactPage'],
  ['/forgot-password/', ForgotPasswordPage, 'ForgotPasswordPage'],
  // The link mailed to a newly saved e-mail address (not in the spec's list; ours).
  ['/verify-email/', VerifyEmailPage, 'VerifyEmailPage'],
];

/**
 * The routes that need sign-in (spec section 2) and their pages; anonymous visitors go to the
 * login modal first.
 */
const privatePages: Record<string, Page> = {
  '/my-account/': AccountPage,
  '/post-free-ad/': PostAdPage,
  '/my-listing/:id/': PostAdPage,
  '/my-ads/': MyAdsPage,
  '/my-banners/': MyBannersPage,
  '/banner/': BannerPage,
  '/make-featured/:id/': MakeFeaturedPage,
  '/chat/:id/': ChatPage,
  '/chat/:id/:chatid/': ChatPage,
  '/inbox/': InboxPage,
  '/admin/users/': AdminUsersPage,
  '/admin/products/': AdminAdsPage,
  '/admin/reports/': AdminReportsPage,
  '/admin/banners/': AdminBannersPage,
  '/admin/audit/': AdminAuditPage,
  '/admin/settings/': AdminSettingsPage,
};
const privateRoutes = Object.keys(privatePages);

/**
 * Signed-in users see the page; anonymous visitors are sent to `/?login=true&redirect={path}`. An
 * admin route shows a customer the not-allowed page (the server refuses them whatever a client does).
 */
function Private({ page: Target, admin = false }: { page: Page; admin?: boolean }) {
  const { profile } = useAppState();
  const [path] = useLocation();
  const search = useAddressSearch();
  if (!profile) return <Redirect to={loginRedirectPath(path + (search ? `?${search}` : ''))} replace />;
  if (admin && profile.user_type !== 'ADMIN') return <NotAllowedPage />;
  return <Target />;
}

/**
 * The page a server renders for `path`: a public route, the catch-all category/place page, or the
 * not-found page for a path no route takes (so it answers 404); undefined for signed-in screens,
 * which the browser renders alone.
 */
export function serverRenderedPage(path: string): { name: PageName; file: string } | undefined {
  const hit = publicRoutes.find(([route]) => pattern(route).test(path));
  // Pages that read a token from the link they were opened with are the browser's alone.
  if (hit && (hit[2] === 'ForgotPasswordPage' || hit[2] === 'VerifyEmailPage')) return undefined;
  if (!hit && privateRoutes.some((r) => pattern(r).test(path))) return undefined;
  const name = hit ? hit[2] : pattern('/:slug/').test(path) ? 'ResolvePage' : 'NotFoundPage';
  return { name, file: `src/pages/${name}/${name}.tsx` };
}

export function AppRoutes() {
  const [path] = useLocation();
  return (
    <PageErrorBoundary resetKey={path}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {publicRoutes.map(([path, Page]) => (
            <Route key={path} path={pattern(path)} component={Page} />
          ))}
          {Object.entries(privatePages).map(([path, page]) => (
            <Route key={path} path={pattern(path)}>
              <Private page={page} admin={path.startsWith('/admin/')} />
            </Route>
          ))}
          {/* The catch-all /{id}/: a category, a sub-category or a place, else a real 404. */}
          <Route path={pattern('/:slug/')} component={ResolvePage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}
