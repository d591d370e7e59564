import { vi } from 'vitest';
import type { Db } from '../db/client';

/** A statement as the app sent it: SQL and parameters. */
export type Statement = [sql: string, params?: readonly unknown[]];

/** What `work` returned, and the statements it ran on `db`. */
export async function statementsDuring<T>(db: Db, work: () => Promise<T>): Promise<{ result: T; ran: Statement[] }> {
  const spy = vi.spyOn(db, 'query');
  try {
    const result = await work();
    return { result, ran: spy.mock.calls.map(([sql, params]) => [sql, params] as Statement) };
  } finally {
    spy.mockRestore();
  }
}

/** The statements that read the ads table. */
export const readsOfAds = (ran: Statement[]) => ran.filter(([sql]) => /\bFROM ads\b/.test(sql));

export interface PlanNode {
  'Node Type': string;
  /** With `analyze`: how many times the node ran (0: never executed). */
  'Actual Loops'?: number;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The plan of a statement, as PostgreSQL's EXPLAIN (FORMAT JSON) gives it; run it too with `analyze`. */
export async function planOf([sql, params]: Statement, db: Db, analyze = false): Promise<PlanNode> {
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (${analyze ? 'ANALYZE, ' : ''}FORMAT JSON) ${sql}`,
    params,
  );
  return rows[0]!['QUERY PLAN'][0].Plan;
}

/** Every node of a plan, the top one first. */
export const planNodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(planNodes)];
