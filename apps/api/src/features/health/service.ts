import type { AppContext } from '../../context';

/** Whether the database answers: throws when it does not. */
export async function checkDatabase(ctx: AppContext): Promise<void> {
  await ctx.db.query('SELECT 1');
}
