import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeApp, testConfig } from '../../test/harness';

// Settings come from the parsed config, never from the process environment, so a test (or a
// second app in one process) gets exactly the plans and the store its config names.
describe('plans and storage follow the app config', () => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    const plans = [
      { id: 'featured-3', title: 'Featured for 3 days', days: 3, price_paise: 4_900, cashback_percent: 0 },
    ];
    h = await makeApp('pglite', {
      config: testConfig({ PLANS: JSON.stringify(plans), S3_BUCKET: 'haat-uploads', S3_REGION: 'ap-south-1' }),
    });
  });
  afterAll(() => h.close());

  test('PLANS replaces the built-in plans on /api/plans/', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/plans/' });
    expect(res.json().results).toEqual([
      expect.objectContaining({ id: 'featured-3', days: 3, price: 49, cashback: '' }),
    ]);
  });

  test('S3_BUCKET in the config switches uploads to S3 addresses', () => {
    expect(h.ctx.storage.publicUrl('assets/1/a.jpg')).toBe(
      'https://haat-uploads.s3.ap-south-1.amazonaws.com/assets/1/a.jpg',
    );
  });
});
