import type { Review, ReviewList } from '@haat/contract';
import { ADMIN } from './adminApi';
import type { Routes } from './fakeApi';

/**
 * The fake review queue of `/admin/reviews/`, shared by its tests and stories: held ads, decided as
 * the real server decides them (the ad goes live or is removed, the figures follow).
 */

const held = (id: number, adId: number, over: Partial<Review> = {}): Review => ({
  id,
  subject_type: 'ad',
  subject_id: adId,
  rule_id: 'prohibited.weapons',
  reason: 'Weapons and ammunition cannot be sold on Haat.',
  evidence: { field: 'title', terms: 'desi katta', excerpt: 'Desi katta, 315 bore, urgent sale' },
  status: 'open',
  created_at: '2026-11-21T04:10:00.000Z',
  decided_at: null,
  decided_by: null,
  decision_reason: null,
  ad: {
    id: adId,
    title: 'Desi katta, 315 bore, urgent sale',
    description: 'Call after 6 pm.',
    price: 8000,
    status: 'pending_review',
    thumbnail: null,
    owner: { id: 7, name: 'Asha Rao' },
  },
  user: null,
  ...over,
});

/** A held account: a flagged chat sender or an account reported by three people. */
const heldAccount = (id: number, userId: number, over: Partial<Review> = {}): Review =>
  held(id, userId, {
    subject_type: 'user',
    rule_id: 'chat.flagged_sender',
    reason: 'Messages from this account asked for payment before meeting in several chats.',
    evidence: {
      chats: 3,
      messages: 4,
      rules: 'advance_payment, courier_charges',
      excerpt: 'Pehle token amount bhejo, phir bike bhejunga',
    },
    ad: null,
    user: { id: userId, name: 'Sunil Verma', blocked: false, ads_waiting: 0, joined: '2026-11-20T06:30:00.000Z' },
    ...over,
  });

function sampleReviews(): Review[] {
  return [
    heldAccount(505, 44),
    heldAccount(504, 45, {
      rule_id: 'account.reported',
      reason: 'Several people reported this account. Its ads are hidden until our team checks it.',
      evidence: { reporters: 3, reports: 4, reasons: 'fraud, spam', ads_hidden: 2 },
      user: { id: 45, name: 'Vijay Traders', blocked: false, ads_waiting: 2, joined: '2026-10-02T06:30:00.000Z' },
    }),
    held(501, 91),
    held(500, 90, {
      rule_id: 'prohibited.drugs',
      reason: 'Drugs and narcotics cannot be sold on Haat.',
      evidence: { field: 'description', terms: 'ganja', excerpt: '…seeds from Malana, ganja variety <b>x</b>' },
      created_at: '2026-11-21T03:40:00.000Z',
      ad: {
        id: 90,
        title: 'Hemp seed oil, 500 ml',
        description: 'Seeds from Malana.',
        price: 450,
        status: 'pending_review',
        thumbnail: null,
        owner: { id: 15, name: 'Priya Nair' },
      },
    }),
    held(470, 95, {
      rule_id: 'photo.duplicate_other',
      reason: 'A photo of this ad is already on another account’s ad.',
      evidence: { field: 'images.0', ad: 61, owner: 7, bits: 3 },
      created_at: '2026-11-21T02:00:00.000Z',
      ad: {
        id: 95,
        title: 'iPhone 15 Pro, sealed, pay advance',
        description: 'Courier only.',
        price: 15000,
        status: 'pending_review',
        thumbnail: null,
        owner: { id: 12, name: 'Ravi Kumar' },
      },
    }),
    held(460, 96, {
      rule_id: 'price.too_low',
      reason: 'The price is far below what this item usually sells for here.',
      evidence: { field: 'price', price: 2000, median: 12000, sample: 7 },
      created_at: '2026-11-21T01:00:00.000Z',
      ad: {
        id: 96,
        title: 'Redmi Note 12, urgent',
        description: 'Pay on UPI.',
        price: 2000,
        status: 'pending_review',
        thumbnail: null,
        owner: { id: 12, name: 'Ravi Kumar' },
      },
    }),
    held(480, 80, {
      rule_id: 'prohibited.wildlife',
      reason: 'Products of protected wildlife (skins, ivory, horns) cannot be sold on Haat.',
      evidence: { field: 'title', terms: 'ivory', excerpt: 'Ivory inlay jewellery box' },
      status: 'approved',
      decided_at: '2026-11-20T09:00:00.000Z',
      decided_by: { id: ADMIN.id, name: ADMIN.name },
      decision_reason: 'Bone inlay, not ivory.',
      ad: {
        id: 80,
        title: 'Ivory inlay jewellery box',
        description: 'Handmade.',
        price: 1200,
        status: 'active',
        thumbnail: null,
        owner: { id: 7, name: 'Asha Rao' },
      },
    }),
  ];
}

function figures(reviews: Review[]): ReviewList['stats'] {
  const decided = reviews.filter((r) => r.status !== 'open');
  const rate = (a: number, d: number) => (d ? a / d : null);
  const rules = [...new Set(decided.map((r) => r.rule_id))].sort().map((rule_id) => {
    const of = decided.filter((r) => r.rule_id === rule_id);
    const approved = of.filter((r) => r.status === 'approved').length;
    return { rule_id, decided: of.length, approved, rate: rate(approved, of.length) };
  });
  const approved = decided.filter((r) => r.status === 'approved').length;
  return { overall: { decided: decided.length, approved, rate: rate(approved, decided.length) }, rules };
}

export function reviewsServer(data: { reviews?: Review[] } = {}) {
  const server = { reviews: data.reviews ?? sampleReviews(), routes: {} as Routes };
  server.routes = {
    '/api/profile/': { body: ADMIN },
    'GET /api/admin/reviews/': ({ query }) => {
      const results = server.reviews.filter((r) => r.status === (query.get('status') ?? 'open'));
      return { body: { count: results.length, next: null, previous: null, results, stats: figures(server.reviews) } };
    },
    ...Object.fromEntries(
      server.reviews.map((review) => [
        `POST /api/admin/reviews/${review.id}/`,
        ({ body }: { body: unknown }) => {
          const { decision, reason } = body as { decision: 'approve' | 'reject'; reason: string };
          const now = server.reviews.find((r) => r.id === review.id)!;
          if (now.status !== 'open') return { status: 409, body: { decision: ['This has already been decided.'] } };
          const next: Review = {
            ...now,
            status: decision === 'approve' ? 'approved' : 'rejected',
            decided_at: '2026-11-21T10:00:00.000Z',
            decided_by: { id: ADMIN.id, name: ADMIN.name },
            decision_reason: reason,
            ad: now.ad && { ...now.ad, status: decision === 'approve' ? 'active' : 'removed' },
            user: now.user && {
              ...now.user,
              blocked: decision === 'reject',
              ads_waiting: 0,
            },
          };
          server.reviews = server.reviews.map((r) => (r.id === next.id ? next : r));
          return { body: next };
        },
      ]),
    ),
  };
  return server;
}
