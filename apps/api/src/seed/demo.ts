import type { AppContext } from '../context';
import { moveMoney } from '../features/wallet/ledger';
import { seedDemoAds } from './demo-ads';
import { seedDemoUsers, type DemoAccount } from './demo-users';

export interface DemoSeedResult {
  /** The accounts created now (empty unless this was a first start), with passwords for the banner. */
  accounts: DemoAccount[];
  ads: number;
}

/**
 * The demo marketplace of a first start (`SEED` on): demo users, then the demo ads owned by the
 * customers. Each step checks for existing data itself, so real data is never seeded over.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoSeedResult> {
  const accounts = await seedDemoUsers(ctx);
  const customers = accounts.filter((a) => a.user_type === 'CUSTOMER').map((a) => a.id);
  const ads = customers.length ? await seedDemoAds(ctx, customers) : 0;
  for (const id of customers) await seedDemoWallet(ctx, id);
  return { accounts, ads };
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
