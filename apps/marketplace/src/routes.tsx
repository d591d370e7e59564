import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { loginRedirectPath } from './features/redirect';
import { PageLoading } from './pages/shared/PageLoading';
import { PageErrorBoundary } from './shell/PageErrorBoundary';
import { useAppState } from './state/AppState';
import { useAddressSearch } from './features/addressSearch';

// Every route is its own lazily loaded chunk; the home route ships only what the home page needs.
const HomePage = lazy(() => import('./pages/HomePage/HomePage'));
const SearchPage = lazy(() => import('./pages/SearchPage/SearchPage'));
const ResolvePage = lazy(() => import('./pages/ResolvePage/ResolvePage'));
const AdPage = lazy(() => import('./pages/AdPage/AdPage'));
const StorePage = lazy(() => import('./pages/StorePage/StorePage'));
const PricingPage = lazy(() => import('./pages/PricingPage/PricingPage'));
const ContactPage = lazy(() => import('./pages/ContactPage/ContactPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage/ForgotPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage/VerifyEmailPage'));
const AboutPage = lazy(() => import('./pages/AboutPage/AboutPage'));
const MobileAppPage = lazy(() => import('./pages/MobileAppPage/MobileAppPage'));
const AmazonDealsPage = lazy(() => import('./pages/AmazonDealsPage/AmazonDealsPage'));
const TryPage = lazy(() => import('./pages/TryPage/TryPage'));
const TermsPage = lazy(() => import('./pages/TermsPage/TermsPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage/PrivacyPage'));
const PostAdPage = lazy(() => import('./pages/PostAdPage/PostAdPage'));
const MyAdsPage = lazy(() => import('./pages/MyAdsPage/MyAdsPage'));
const AccountPage = lazy(() => import('./pages/AccountPage/AccountPage'));
const ChatPage = lazy(() => import('./pages/ChatPage/ChatPage'));
const InboxPage = lazy(() => import('./pages/InboxPage/InboxPage'));
const MakeFeaturedPage = lazy(() => import('./pages/MakeFeaturedPage/MakeFeaturedPage'));
const BannerPage = lazy(() => import('./pages/BannerPage/BannerPage'));
const MyBannersPage = lazy(() => import('./pages/MyBannersPage/MyBannersPage'));
const AdminUsersPage = lazy(() => import('./pages/AdminUsersPage/AdminUsersPage'));
const AdminAdsPage = lazy(() => import('./pages/AdminAdsPage/AdminAdsPage'));
const AdminReportsPage = lazy(() => import('./pages/AdminReportsPage/AdminReportsPage'));
const AdminBannersPage = lazy(() => import('./pages/AdminBannersPage/AdminBannersPage'));
const AdminAuditPage = lazy(() => import('./pages/AdminAuditPage/AdminAuditPage'));
const NotAllowedPage = lazy(() => import('./pages/NotAllowedPage/NotAllowedPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage/NotFoundPage'));

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
