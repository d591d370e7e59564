import type { AppContext } from '../context';
import { moveMoney } from '../features/wallet/ledger';
import { seedDemoAds } from './demo-ads';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoUsers, type DemoAccount } from './demo-users';

export interface DemoSeedResult {
  /** The accounts created now (empty unless this was a first start), with passwords for the banner. */
  accounts: DemoAccount[];
  ads: number;
}

/**
 * The demo marketplace of a first start (`SEED` on): demo users, then the demo ads owned by the
 * customers (a few flats and jobs with a private document). Each step checks for existing data itself, so real data is never seeded over.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoSeedResult> {
  const accounts = await seedDemoUsers(ctx);
  const customers = accounts.filter((a) => a.user_type === 'CUSTOMER').map((a) => a.id);
  const ads = customers.length ? await seedDemoAds(ctx, customers) : 0;
  for (const id of customers) await seedDemoWallet(ctx, id);
  if (ads) {
    await seedPopularSearches(ctx);
    await seedDemoDocuments(ctx);
  }
  return { accounts, ads };
}

/**
 * Popular searches for a fresh install's home page, from the demo ads' own titles: each ad's first
 * two words (a brand and model, mostly), the most common first. Real searches add to them later.
 */
export async function seedPopularSearches(ctx: AppContext, count = 12): Promise<void> {
  await ctx.db.query(
    `INSERT INTO search_words (word, category_id, hits, last_searched)
     SELECT w.word, w.category_id, w.n, $2
       FROM (SELECT lower(split_part(title, ' ', 1) || ' ' || split_part(title, ' ', 2)) AS word,
                    min(category_id) AS category_id, count(*)::int AS n
               FROM ads WHERE status = 'active'
              GROUP BY 1) w
      WHERE length(w.word) >= 4 AND w.word ~ '^[a-z][a-z0-9 ]+[a-z0-9]$'
      ORDER BY w.n DESC, w.word LIMIT $1
     ON CONFLICT (word) DO NOTHING`,
    [count, ctx.now()],
  );
}

/** What each demo customer finds in the wallet: enough to feature an ad or run a banner for a few days. */
export const DEMO_WALLET_PAISE = 50_000;

/** A welcome credit, written as any top-up is (a ledger row with the balance), marked as demo money. */
export async function seedDemoWallet(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.transaction((tx) =>
    moveMoney(tx, ctx.now(), {
      userId,
      kind: 'adjustment',
      amountPaise: DEMO_WALLET_PAISE,
      reference: '',
      description: 'Demo credit (test money, not real)',
      idempotencyKey: 'demo-welcome',
    }),
  );
}

/** The banner lines that give the demo credentials. */
export function demoBanner(accounts: DemoAccount[]): string[] {
  if (!accounts.length) return [];
  return [
    '  demo accounts (shown once; log in with the mobile and password):',
    ...accounts.map((a) => `    ${a.user_type.padEnd(8)} +91 ${a.mobile}  ${a.password}  (${a.name})`),
  ];
}
