import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hostileSweep, sweepFixtures, tally } from '../../test/hostile';
import { captureSms } from '../auth/testing';
import { dbKinds, makeApp } from '../../test/harness';

/**
 * The hostile-input sweep of `npm run hostile`, reduced (NUL, lone surrogates, 10,000-deep
 * nesting, 1e309, 2^63, a wrong type, an empty body, a wrong content type, once per field), over
 * every operation of /api/docs and the pages that declare no schema: no answer is a 500.
 */
describe.each(dbKinds())('hostile input on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider });
  });
  afterAll(() => h.close());

  test('every operation answers hostile input with a 4xx, never a 500', { timeout: 60_000 }, async () => {
    const fixtures = await sweepFixtures(h.app, h.db, h.ctx.now, sms);
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const { documented, results } = await hostileSweep(
      doc,
      fixtures,
      async (r) =>
        (await h.app.inject({ method: r.method, url: r.url, headers: r.headers, payload: r.body })).statusCode,
      { reduced: true },
    );
    expect(documented).toBe(Object.values(doc.paths as object).flatMap((item) => Object.keys(item)).length);
    expect(results.length).toBeGreaterThan(300);
    const { failures } = tally(results);
    expect(failures.map((f) => `${f.status} ${f.request.label}`)).toEqual([]);
  });
});
