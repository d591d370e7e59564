import type { Ad, ReviewList } from '@haat/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { hashDistance, photoHash, SAME_PHOTO_BITS } from './photoHash';

type User = Awaited<ReturnType<typeof makeUser>>;

/** A "photo": a scene of shapes on a gradient, 1200×900, as a phone would send (JPEG). */
function scene(shapes: string, sky = '#8ec5ff'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f4e3c1"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/** A phone on a table, seen from the front. */
const PHONE = `<rect x="0" y="620" width="1200" height="280" fill="#6b4f3a"/>
  <rect x="470" y="180" width="260" height="520" rx="36" fill="#1d1d1f"/>
  <rect x="490" y="220" width="220" height="420" rx="12" fill="#2f6fd6"/>
  <circle cx="600" cy="670" r="14" fill="#444"/><circle cx="180" cy="160" r="70" fill="#ffd54a"/>`;
/** The same model of phone, another photo: on its side, further left, another light. */
const PHONE_AGAIN = `<rect x="0" y="560" width="1200" height="340" fill="#5a4030"/>
  <rect x="180" y="420" width="520" height="260" rx="36" fill="#1d1d1f"/>
  <rect x="220" y="440" width="420" height="220" rx="12" fill="#2f6fd6"/>
  <circle cx="1000" cy="200" r="90" fill="#ffe082"/>`;

describe('the photo hash', () => {
  let original: Buffer;
  beforeAll(async () => {
    original = await scene(PHONE);
  });

  test('a re-encoded, resized and lightly cropped copy is the same photo', async () => {
    const base = await photoHash(original);
    const reencoded = await sharp(original).webp({ quality: 50 }).toBuffer();
    const resized = await sharp(original).resize(480).jpeg({ quality: 70 }).toBuffer();
    const cropped = await sharp(original)
      .extract({ left: 36, top: 27, width: 1200 - 72, height: 900 - 54 })
      .jpeg({ quality: 80 })
      .toBuffer();
    for (const copy of [reencoded, resized, cropped]) {
      expect(hashDistance(base, await photoHash(copy))).toBeLessThanOrEqual(SAME_PHOTO_BITS);
    }
  });

  test('another photo of the same model is not', async () => {
    const other = await scene(PHONE_AGAIN, '#b0d4ff');
    expect(hashDistance(await photoHash(original), await photoHash(other))).toBeGreaterThan(SAME_PHOTO_BITS);
  });
});

describe.each(dbKinds())('the same photo again, at posting, on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;
  let asha: User;
  let ravi: User;
  let admin: User;

  const upload = async (user: User, bytes: Buffer) => {
    const signed = await h.app.inject({
      method: 'POST',
      url: '/api/get-signed-url/',
      headers: user.auth,
      payload: { file_name: 'photo.jpg', file_type: 'image/jpeg', public: true },
    });
    const s = signed.json<{ url: string; path: string }>();
    const u = new URL(s.url);
    const put = await h.app.inject({
      method: 'PUT',
      url: u.pathname + u.search,
      headers: { 'content-type': 'image/jpeg' },
      payload: bytes,
    });
    expect(put.statusCode).toBe(201);
    return s.path;
  };
  const post = (user: User, title: string, image: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: user.auth,
      payload: phoneAd({ title, images: [image] }),
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-photos-'));
    h = await makeApp(kind, { config: testConfig({ DATA_DIR: dir }) });
    await ensureCategories(h.db);
    asha = await makeUser(h.db, h.clock.now(), { name: 'Asha' });
    ravi = await makeUser(h.db, h.clock.now(), { name: 'Ravi' });
    admin = await makeUser(h.db, h.clock.now(), { name: 'Admin', admin: true });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('my own live ad again is a 409 on the photo; another account’s photo is held; a new photo is fine', async () => {
    const original = await scene(PHONE);
    const first = await post(asha, 'Apple iPhone 13, blue', await upload(asha, original));
    expect(first.statusCode).toBe(201);
    expect(first.json<Ad>().status).toBe('active');

    // Asha posts it again with a smaller copy of the same photo.
    const smaller = await sharp(original).resize(600).jpeg({ quality: 75 }).toBuffer();
    const again = await post(asha, 'iPhone 13 blue, like new', await upload(asha, smaller));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ 'images.0': ['You already have this ad live.'] });

    // Ravi posts Asha's photo, lightly cropped, as his own ad: held for an admin.
    const crop = await sharp(original).extract({ left: 30, top: 20, width: 1140, height: 860 }).toBuffer();
    const stolen = await post(ravi, 'iPhone 13, cheap, pay advance', await upload(ravi, crop));
    expect(stolen.statusCode).toBe(201);
    expect(stolen.json<Ad>()).toMatchObject({
      status: 'pending_review',
      review_reasons: ['A photo of this ad is already on another account’s ad.'],
    });
    const queue = (
      await h.app.inject({ method: 'GET', url: '/api/admin/reviews/', headers: admin.auth })
    ).json<ReviewList>();
    expect(queue.results[0]).toMatchObject({
      rule_id: 'photo.duplicate_other',
      subject_id: stolen.json<Ad>().id,
      evidence: { field: 'images.0', ad: first.json<Ad>().id, owner: asha.id },
    });

    // Another photo of the same model, by Asha: a new ad.
    const other = await post(asha, 'Second iPhone 13', await upload(asha, await scene(PHONE_AGAIN, '#b0d4ff')));
    expect(other.statusCode).toBe(201);
    expect(other.json<Ad>().status).toBe('active');

    // Once the first ad is sold, posting its photo again is fine.
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/product/${first.json<Ad>().id}/sold/`,
          headers: asha.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const relisted = await post(asha, 'iPhone 13 blue, back on sale', await upload(asha, smaller));
    expect(relisted.statusCode).toBe(201);
  });
});
