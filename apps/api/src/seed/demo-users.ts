import type { AppContext } from '../context';
import { upsertAccount } from '../features/users/service';

export interface DemoAccount {
  id: number;
  mobile: string;
  name: string;
  password: string;
  user_type: 'CUSTOMER' | 'ADMIN';
}

/**
 * Demo accounts (demo data only). Every password is random and printed once, on the first start:
 * a known password would open the accounts of any install that left SEED on.
 */
const DEMO_CUSTOMERS = [
  { mobile: '9876500001', name: 'Priya Sharma' },
  { mobile: '9876500002', name: 'Rahul Verma' },
] as const;
const DEMO_ADMIN = { mobile: '9876500000', name: 'Haat Admin' } as const;

/**
 * Two customers and one admin, only on a database without any user (a first start): never over
 * real accounts. Returns the accounts created, with their passwords, for the start-up banner.
 */
export async function seedDemoUsers(ctx: AppContext): Promise<DemoAccount[]> {
  const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM users LIMIT 1) x');
  if (rows[0]!.n > 0) return [];
  const now = ctx.now();
  const accounts: DemoAccount[] = [];
  for (const c of DEMO_CUSTOMERS) {
    const a = await upsertAccount(ctx.db, { ...c, user_type: 'CUSTOMER' }, now);
    accounts.push({ id: a.id, mobile: a.mobile, name: c.name, password: a.password, user_type: 'CUSTOMER' });
  }
  const admin = await upsertAccount(ctx.db, { ...DEMO_ADMIN, user_type: 'ADMIN' }, now);
  accounts.push({
    id: admin.id,
    mobile: admin.mobile,
    name: DEMO_ADMIN.name,
    password: admin.password,
    user_type: 'ADMIN',
  });
  return accounts;
}
