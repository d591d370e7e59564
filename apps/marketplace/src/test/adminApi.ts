import type { AdminAd, AdminBanner, AdminReport, AdminUser, AuditEntry } from '@haat/contract';
import type { Profile } from '../api/types';
import { writeStorage, type StorageKey } from '../state/storage';
import { makeAd } from './ads';
import { sampleBanner } from './bannerApi';
import type { Handler, Routes } from './fakeApi';
import { samplePicture } from './sellerApi';

/**
 * The fake server of the admin screens, shared by their tests and stories: accounts, ads, reports,
 * banners and the audit log, changed by the actions as the real server changes them (each action
 * writes an audit entry).
 */

/** The signed-in admin. */
export const ADMIN: Profile = {
  id: 1,
  name: 'Meera Iyer',
  mobile: '9000000001',
  email: 'meera@haat.example.in',
  email_verified: true,
  has_password: true,
  wallet: 0,
  user_type: 'ADMIN',
};

function sampleUsers(): AdminUser[] {
  const user = (id: number, name: string, mobile: string, over: Partial<AdminUser> = {}): AdminUser => ({
    id,
    name,
    mobile,
    email: null,
    user_type: 'CUSTOMER',
    wallet: 0,
    is_active: true,
    blocked_reason: null,
    created_on: '2026-10-02T05:30:00.000Z',
    ...over,
  });
  return [
    user(7, 'Asha Rao', '9876543210', {
      wallet: 450,
      email: 'asha@example.in',
      created_on: '2026-11-18T06:00:00.000Z',
    }),
    user(12, 'Ravi Kumar', '9123456780', {
      is_active: false,
      blocked_reason: 'Asked buyers to pay in advance by UPI and then stopped answering.',
      created_on: '2026-11-02T09:00:00.000Z',
    }),
    user(15, 'Priya Nair', '9988776655', { wallet: 1250.5, created_on: '2026-09-14T11:00:00.000Z' }),
    user(1, ADMIN.name, ADMIN.mobile, { user_type: 'ADMIN', created_on: '2026-01-05T04:00:00.000Z' }),
  ];
}

const adminAd = (id: number, over: Partial<AdminAd> = {}): AdminAd => ({
  ...makeAd(id),
  open_reports: 0,
  moderation_reason: null,
  held_by: null,
  ...over,
});

function sampleAds(): AdminAd[] {
  return [
    adminAd(41, {
      title: 'Royal Enfield Classic 350, 2021, single owner',
      thumbnail: samplePicture(200),
      city: 'Pune',
      featured: true,
      featured_until: '2026-11-25T10:00:00.000Z',
    }),
    adminAd(61, {
      title: 'iPhone 15 Pro at half price, pay advance to book',
      thumbnail: samplePicture(320),
      city: 'Mumbai',
      category: 1,
      category_slug: 'Mobiles+Tablets',
      category_title: 'Mobiles & Tablets',
      owner: { id: 12, name: 'Ravi Kumar', member_since: '2026-11-02T09:00:00.000Z' },
      open_reports: 3,
    }),
    adminAd(62, {
      title: 'Used sofa set <script>alert(1)</script>',
      city: 'Bengaluru',
      status: 'removed',
      held_by: 'admin',
      moderation_reason: 'Duplicate of ad 58.',
      owner: { id: 15, name: 'Priya Nair', member_since: '2026-09-14T11:00:00.000Z' },
    }),
  ];
}

function sampleReports(): AdminReport[] {
  const base = {
    details: '',
    status: 'open' as const,
    reporter: { id: 7, name: 'Asha Rao' },
    chat_id: null,
    note: '',
    handled_by: null,
    handled_on: null,
  };
  return [
    {
      ...base,
      id: 301,
      target: 'ad',
      reason: 'fraud',
      details: 'Seller wants ₹5,000 by UPI before showing the phone.\nStopped replying after that.',
      created_on: '2026-11-21T04:10:00.000Z',
      reported_user: { id: 12, name: 'Ravi Kumar' },
      ad: { id: 61, title: 'iPhone 15 Pro at half price, pay advance to book', status: 'active' },
      chat_id: 88,
    },
    {
      ...base,
      id: 300,
      target: 'user',
      reason: 'offensive',
      details: 'Abusive messages in chat <b>bold</b>.',
      created_on: '2026-11-20T13:45:00.000Z',
      reporter: { id: 15, name: 'Priya Nair' },
      reported_user: { id: 12, name: 'Ravi Kumar' },
      ad: null,
    },
    {
      ...base,
      id: 290,
      target: 'ad',
      reason: 'spam',
      status: 'dismissed',
      created_on: '2026-11-15T08:00:00.000Z',
      reported_user: { id: 15, name: 'Priya Nair' },
      ad: { id: 62, title: 'Used sofa set', status: 'removed' },
      note: 'Not spam: a genuine listing.',
      handled_by: { id: 1, name: ADMIN.name },
      handled_on: '2026-11-16T09:00:00.000Z',
    },
  ];
}

function sampleAdminBanners(): AdminBanner[] {
  const owner = { id: 7, name: 'Asha Rao', mobile: '9876543210' };
  return [
    {
      ...sampleBanner(1005, { status: 'pending', charged_paise: 0, start_date: '2026-11-25', end_date: '2026-11-29' }),
      owner,
    },
    {
      ...sampleBanner(1006, {
        status: 'pending',
        charged_paise: 0,
        title: 'Free gift, click now',
        link: 'javascript:alert(1)',
        city: '',
        start_date: '2026-11-22',
        end_date: '2026-12-01',
        days: 10,
        total_paise: 49_000,
      }),
      owner: { id: 15, name: 'Priya Nair', mobile: '9988776655' },
    },
    { ...sampleBanner(1003, { status: 'live' }), owner },
  ];
}

export function sampleAudit(): AuditEntry[] {
  const admin = { id: 1, name: ADMIN.name };
  return [
    {
      id: 9,
      admin,
      action: 'user.block',
      target_type: 'user',
      target_id: 12,
      reason: 'Asked buyers to pay in advance by UPI and then stopped answering.',
      details: { ads_changed: 1 },
      created_on: '2026-11-21T05:00:00.000Z',
    },
    {
      id: 8,
      admin,
      action: 'ad.remove',
      target_type: 'ad',
      target_id: 62,
      reason: 'Duplicate of ad 58.',
      details: {},
      created_on: '2026-11-20T10:30:00.000Z',
    },
    {
      id: 7,
      admin,
      action: 'wallet.adjust',
      target_type: 'user',
      target_id: 15,
      reason: 'Refund for a failed featuring.',
      details: { amount_paise: 9_900 },
      created_on: '2026-11-19T07:15:00.000Z',
    },
    {
      id: 6,
      admin,
      action: 'report.dismissed',
      target_type: 'report',
      target_id: 290,
      reason: 'Not spam: a genuine listing.',
      details: {},
      created_on: '2026-11-16T09:00:00.000Z',
    },
  ];
}

export interface AdminServer {
  users: AdminUser[];
  ads: AdminAd[];
  reports: AdminReport[];
  banners: AdminBanner[];
  audit: AuditEntry[];
  /** Each banner owner's wallet in paise (approval debits it; too little is a 402). */
  wallets: Record<number, number>;
  routes: Routes;
}

const page = <T>(results: T[]) => ({ body: { count: results.length, next: null, previous: null, results } });
const bad = (field: string, message: string) => ({ status: 400, body: { [field]: [message] } });
const idOf = (path: string) => Number(/\/(\d+)\//.exec(path)?.[1]);

export function adminServer(
  data: Partial<Pick<AdminServer, 'users' | 'ads' | 'reports' | 'banners' | 'audit' | 'wallets'>> = {},
): AdminServer {
  const server: AdminServer = {
    users: data.users ?? sampleUsers(),
    ads: data.ads ?? sampleAds(),
    reports: data.reports ?? sampleReports(),
    banners: data.banners ?? sampleAdminBanners(),
    audit: data.audit ?? sampleAudit(),
    wallets: data.wallets ?? { 7: 100_000, 15: 10_000 },
    routes: {},
  };
  let clock = Date.parse('2026-11-21T06:00:00.000Z');
  const log = (action: string, target_type: AuditEntry['target_type'], target_id: number, reason: string) => {
    clock += 60_000;
    server.audit.unshift({
      id: Math.max(0, ...server.audit.map((a) => a.id)) + 1,
      admin: { id: ADMIN.id, name: ADMIN.name },
      action,
      target_type,
      target_id,
      reason,
      details: {},
      created_on: new Date(clock).toISOString(),
    });
  };
  const perId = <T extends { id: number }>(rows: T[], route: (id: number) => string, handler: Handler) =>
    Object.fromEntries(rows.map((r) => [route(r.id), handler]));

  server.routes = {
    '/api/profile/': { body: ADMIN },
    'GET /api/admin/settings/': {
      body: {
        unset: [
          { name: 'SUPPORT_EMAIL', shows: 'Contact, About and Terms pages; the footer' },
          { name: 'GRIEVANCE_OFFICER_NAME', shows: 'Terms and Privacy (required by the IT Rules, 2021)' },
        ],
      },
    },
    'GET /api/user/': ({ query }) => {
      const q = (query.get('search') ?? '').toLowerCase();
      return page(server.users.filter((u) => !q || u.name.toLowerCase().includes(q) || u.mobile.includes(q)));
    },
    ...perId(
      server.users,
      (id) => `PUT /api/user/${id}/`,
      ({ path, body }) => {
        const { blocked, reason } = body as { blocked: boolean; reason: string };
        const user = server.users.find((u) => u.id === idOf(path))!;
        if (user.user_type === 'ADMIN') return bad('blocked', 'An admin account cannot be blocked.');
        const next = { ...user, is_active: !blocked, blocked_reason: blocked ? reason : null };
        server.users = server.users.map((u) => (u.id === next.id ? next : u));
        log(blocked ? 'user.block' : 'user.unblock', 'user', user.id, reason);
        return { body: { ...next, ads_changed: 1 } };
      },
    ),
    ...perId(
      server.users,
      (id) => `POST /api/user/${id}/wallet/`,
      ({ path, body }) => {
        const { amount_paise, reason } = body as { amount_paise: number; reason: string };
        const user = server.users.find((u) => u.id === idOf(path))!;
        const balance = Math.round(user.wallet * 100);
        if (balance + amount_paise < 0) {
          return {
            status: 402,
            body: {
              detail: `The wallet holds ${balance / 100} rupees; this debit needs ${-amount_paise / 100}.`,
              shortfall_paise: -(balance + amount_paise),
              balance_paise: balance,
            },
          };
        }
        const next = { ...user, wallet: (balance + amount_paise) / 100 };
        server.users = server.users.map((u) => (u.id === next.id ? next : u));
        log('wallet.adjust', 'user', user.id, reason);
        return {
          status: 201,
          body: {
            transaction: {
              id: 500,
              kind: 'adjustment',
              amount_paise,
              balance_after_paise: balance + amount_paise,
              reference: 'admin:1',
              description: reason,
              link: null,
              created_on: new Date(clock).toISOString(),
            },
            balance_paise: balance + amount_paise,
          },
        };
      },
    ),
    'GET /api/products/': ({ query }) => {
      const flag = (name: string) => (query.has(name) ? query.get(name) === 'true' : undefined);
      const reported = flag('reported');
      const featured = flag('featured');
      const owner = query.get('owner');
      return page(
        server.ads.filter(
          (a) =>
            (!query.get('status') || a.status === query.get('status')) &&
            (reported === undefined || a.open_reports > 0 === reported) &&
            (featured === undefined || a.featured === featured) &&
            (!query.get('city') || a.city.toLowerCase() === query.get('city')!.toLowerCase()) &&
            (!query.get('category') || a.category_slug === query.get('category')) &&
            (!query.get('search') ||
              a.title.toLowerCase().includes(query.get('search')!.toLowerCase()) ||
              server.users.some(
                (u) =>
                  u.id === a.owner.id &&
                  u.mobile.includes(query.get('search')!.replace(/^\+91/, '').replace(/\D/g, '')),
              )) &&
            (!owner || a.owner.id === Number(owner)),
        ),
      );
    },
    ...perId(
      server.ads,
      (id) => `PUT /api/products/${id}/`,
      ({ path, body }) => {
        const { action, reason } = body as { action: 'remove' | 'restore' | 'unfeature'; reason: string };
        const ad = server.ads.find((a) => a.id === idOf(path))!;
        let next: AdminAd;
        if (action === 'remove') {
          if (ad.held_by === 'admin') return bad('action', 'This ad is already removed.');
          next = { ...ad, status: 'removed', held_by: 'admin', moderation_reason: reason };
        } else if (action === 'restore') {
          if (ad.held_by !== 'admin') return bad('action', 'Only an ad an admin removed can be restored.');
          next = { ...ad, status: 'active', held_by: null, moderation_reason: null };
        } else {
          if (!ad.featured) return bad('action', 'This ad is not featured.');
          next = { ...ad, featured: false, featured_until: null, moderation_reason: reason };
        }
        server.ads = server.ads.map((a) => (a.id === next.id ? next : a));
        log(`ad.${action}`, 'ad', ad.id, reason);
        return { body: next };
      },
    ),
    'GET /api/report/': ({ query }) => page(server.reports.filter((r) => r.status === query.get('status'))),
    ...perId(
      server.reports,
      (id) => `PUT /api/report/${id}/`,
      ({ path, body }) => {
        const { status, note } = body as { status: 'actioned' | 'dismissed'; note: string };
        const report = server.reports.find((r) => r.id === idOf(path))!;
        if (report.status !== 'open') return bad('status', 'This report is already closed.');
        const next: AdminReport = {
          ...report,
          status,
          note,
          handled_by: { id: ADMIN.id, name: ADMIN.name },
          handled_on: new Date(clock).toISOString(),
        };
        server.reports = server.reports.map((r) => (r.id === next.id ? next : r));
        log(`report.${status}`, 'report', report.id, note);
        return { body: next };
      },
    ),
    'GET /api/banner/review/': ({ query }) => {
      const status = query.get('status');
      const rows = server.banners.filter((b) => !status || b.status === status);
      return page([...rows.filter((b) => b.status === 'pending'), ...rows.filter((b) => b.status !== 'pending')]);
    },
    ...perId(
      server.banners,
      (id) => `PUT /api/banner/${id}/review/`,
      ({ path, body }) => {
        const { approve, reason } = body as { approve: boolean; reason: string };
        const banner = server.banners.find((b) => b.id === idOf(path))!;
        if (banner.status !== 'pending') return bad('approve', 'Only a pending banner can be reviewed.');
        let next: AdminBanner;
        if (approve) {
          const balance = server.wallets[banner.owner.id] ?? 0;
          if (balance < banner.total_paise) {
            return {
              status: 402,
              body: {
                detail: `${banner.owner.name}'s wallet holds ₹${balance / 100}; this banner costs ₹${banner.total_paise / 100}.`,
                shortfall_paise: banner.total_paise - balance,
                balance_paise: balance,
              },
            };
          }
          server.wallets[banner.owner.id] = balance - banner.total_paise;
          next = { ...banner, status: 'approved', charged_paise: banner.total_paise };
        } else {
          next = { ...banner, status: 'rejected', reject_reason: reason };
        }
        server.banners = server.banners.map((b) => (b.id === next.id ? next : b));
        log(approve ? 'banner.approve' : 'banner.reject', 'banner', banner.id, reason);
        return { body: next };
      },
    ),
    'GET /api/audit/': ({ query }) =>
      page(
        server.audit.filter(
          (a) =>
            (!query.get('action') || a.action === query.get('action')) &&
            (!query.get('target_type') || a.target_type === query.get('target_type')),
        ),
      ),
  };
  return server;
}

const APP_KEYS: StorageKey[] = ['token', 'user', 'location', 'domain'];

/**
 * A story `beforeEach`: `ADMIN` signed in and nothing else of the app's in storage. Returns the
 * cleanup, so no story leaks into the next.
 */
export function signInAdmin(): () => void {
  const forget = () => {
    for (const key of APP_KEYS) writeStorage(key, undefined);
  };
  forget();
  writeStorage('token', 'story-admin-token');
  writeStorage('user', ADMIN);
  return forget;
}
