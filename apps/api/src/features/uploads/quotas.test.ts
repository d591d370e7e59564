import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalStore } from '../../providers/storage/local';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { sweepOrphanUploads } from './cleanup';

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe.each(dbKinds())('daily quotas and unused uploads on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-quotas-'));
    h = await makeApp(kind, {
      config: testConfig({ DATA_DIR: dir, ADS_PER_DAY: 3, UPLOADS_PER_DAY: 4, UPLOAD_MB_PER_DAY: 1 }),
    });
    await ensureCategories(h.db);
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sign = (auth: Record<string, string>, name = 'photo.png') =>
    h.app.inject({
      method: 'POST',
      url: '/api/get-signed-url/',
      headers: auth,
      payload: { file_name: name, file_type: 'image/png' },
    });
  const put = (url: string, bytes: Buffer) => {
    const u = new URL(url);
    return h.app.inject({
      method: 'PUT',
      url: u.pathname + u.search,
      headers: { 'content-type': 'image/png' },
      payload: bytes,
    });
  };

  test('ads per day: 50 posts at once make ADS_PER_DAY ads and 429s with Retry-After; a day later, more', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    const post = () => h.app.inject({ method: 'POST', url: '/api/product/', headers: seller.auth, payload: phoneAd() });
    const answers = await Promise.all(Array.from({ length: 50 }, post));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(47);
    expect(refused[0]!.json().detail).toBe('You can post 3 ads a day. Try again later.');
    expect(Number(refused[0]!.headers['retry-after'])).toBe(24 * 60 * 60);
    const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads WHERE owner_id = $1', [
      seller.id,
    ]);
    expect(rows[0]!.n).toBe(3);
    // A bad ad uses nothing of the day; the next day starts afresh.
    h.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: seller.auth,
      payload: phoneAd({ title: 'x' }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await post()).statusCode).toBe(201);
  });

  test('upload addresses per day, and upload bytes per day, each with 429', async () => {
    const uploader = await makeUser(h.db, h.clock.now());
    const signed = await Promise.all(Array.from({ length: 10 }, () => sign(uploader.auth)));
    expect(signed.filter((s) => s.statusCode === 200)).toHaveLength(4);
    expect(signed.filter((s) => s.statusCode === 429)).toHaveLength(6);

    // 1 MB a day: a 700 KB file fits once, then the next is refused until the day moves on.
    const other = await makeUser(h.db, h.clock.now());
    const big = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(700_000);
    const first = (await sign(other.auth)).json();
    expect((await put(first.url, big)).statusCode).toBe(201);
    const second = (await sign(other.auth)).json();
    const over = await put(second.url, big);
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toBe('You can upload 1 MB a day. Try again later.');
    expect(existsSync(path.join(dir, 'uploads', second.path))).toBe(false);

    // A file larger than the whole day's allowance is refused as too large, not "wait a day".
    const fresh = await makeUser(h.db, h.clock.now());
    const huge = Buffer.concat([big, big]);
    const address = (await sign(fresh.auth)).json();
    const tooLarge = await put(address.url, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['retry-after']).toBeUndefined();
  });

  test('an upload that no ad uses is deleted after the grace period; one that an ad uses is kept', async () => {
    const seller = await makeUser(h.db, h.clock.now());
    const upload = async () => {
      const s = (await sign(seller.auth)).json();
      expect((await put(s.url, await png())).statusCode).toBe(201);
      return s.path as string;
    };
    const used = await upload();
    const unused = await upload();
    const ad = await h.app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: seller.auth,
      payload: phoneAd({ images: [used] }),
    });
    expect(ad.statusCode).toBe(201);
    const files = h.ctx.storage as LocalStore;
    // The files are dated by the test's clock, as if written at its "now".
    const at = h.clock.now();
    for (const key of [used, unused])
      for (const suffix of ['', '.320.webp', '.960.webp']) utimesSync(files.file(key)! + suffix, at, at);
    // Within the grace period nothing goes: the ad may still be being written.
    expect(await sweepOrphanUploads(h.ctx)).toEqual([]);
    h.clock.advance(25 * 60 * 60 * 1000);
    const deleted = await sweepOrphanUploads(h.ctx);
    expect(deleted).toContain(unused);
    expect(deleted).not.toContain(used);
    expect(existsSync(files.file(unused)!)).toBe(false);
    expect(existsSync(files.file(unused)! + '.320.webp')).toBe(false);
    expect(existsSync(files.file(used)!)).toBe(true);
    expect(existsSync(files.file(used)! + '.960.webp')).toBe(true);
    // The ad's page still shows its photo.
    expect((await h.app.inject({ method: 'GET', url: `/uploads/${used}` })).statusCode).toBe(200);
  });
});
