import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { migrationsDir } from '../../db/migrate';
import { PRICE_BANDS } from './priceBands';

// The planner uses a band's index only when the query's price conditions are the index's own
// literals: a band changed on one side alone would make price-ordered searches read every match.
test('the price bands of the search are the conditions of the band indexes (migration 0017)', () => {
  const sql = readFileSync(path.join(migrationsDir, '0017_search_price_bands.sql'), 'utf8');
  const indexed = [...sql.matchAll(/WHERE status = 'active'((?: AND price [<>]=? \d+)+);/g)].map((m) => {
    const from = /price >= (\d+)/.exec(m[1]!);
    const below = /price < (\d+)/.exec(m[1]!);
    return [from ? Number(from[1]) : null, below ? Number(below[1]) : null];
  });
  expect(indexed).toEqual(PRICE_BANDS.map(([from, below]) => [from, below]));
});
