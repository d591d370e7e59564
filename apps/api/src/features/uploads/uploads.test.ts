import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { s3Storage } from '../../providers/storage/s3';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';

/** A 2000×1500 JPEG carrying EXIF with a camera make and GPS position, like a phone photo. */
async function phonePhoto() {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .toBuffer();
}

describe.each(dbKinds())('uploads and documents on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let dir: string;
  let asha: Awaited<ReturnType<typeof makeUser>>;
  let ravi: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-uploads-'));
    h = await makeApp(kind, { config: testConfig({ DATA_DIR: dir }) });
    await ensureCategories(h.db);
    asha = await makeUser(h.db, h.clock.now(), { name: 'Asha' });
    ravi = await makeUser(h.db, h.clock.now(), { name: 'Ravi' });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sign = async (body: object, auth: Record<string, string> = asha.auth) => {
    const res = await h.app.inject({ method: 'POST', url: '/api/get-signed-url/', headers: auth, payload: body });
    return res;
  };
  const putTo = (url: string, bytes: Buffer, type: string) => {
    const u = new URL(url);
    return h.app.inject({
      method: 'PUT',
      url: u.pathname + u.search,
      headers: { 'content-type': type },
      payload: bytes,
    });
  };
  const relative = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };

  test('a signed image upload is re-encoded without EXIF/GPS, with 320 and 960 px WebP thumbnails', async () => {
    const signed = await sign({ file_name: 'My Photo (1).JPG', file_type: 'image/jpeg', public: true });
    expect(signed.statusCode).toBe(200);
    const s = signed.json();
    expect(s).toMatchObject({ method: 'PUT', expires_in: 900, headers: { 'content-type': 'image/jpeg' } });
    expect(s.path).toMatch(new RegExp(`^assets/${asha.id}/[0-9a-f]{16}-My-Photo-1-.JPG$`));
    expect(s.public_url).toBe(`http://127.0.0.1:3000/uploads/${s.path}`);

    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const put = await putTo(s.url, photo, 'image/jpeg');
    expect(put.statusCode, put.body).toBe(201);
    const up = put.json();
    expect(up.card).toBe(`${s.public_url}.320.webp`);
    expect(up.detail).toBe(`${s.public_url}.960.webp`);

    const original = await h.app.inject({ method: 'GET', url: relative(up.url) });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(2000);
    for (const [url, width] of [
      [up.card, 320],
      [up.detail, 960],
    ] as const) {
      const res = await h.app.inject({ method: 'GET', url: relative(url) });
      expect(res.headers['content-type']).toBe('image/webp');
      const m = await sharp(res.rawPayload).metadata();
      expect(m).toMatchObject({ format: 'webp', width });
      expect(m.exif).toBeUndefined();
    }

    // The ad uses the upload: its thumbnail is the card size.
    const ad = await h.app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: asha.auth,
      payload: phoneAd({ images: [s.path] }),
    });
    expect(ad.statusCode, ad.body).toBe(201);
    expect(ad.json().thumbnail).toBe(up.card);
    expect(ad.json().images).toEqual([{ url: up.url, card: up.card, detail: up.detail }]);
    // Someone else cannot attach Asha's upload to their ad.
    const theft = await h.app.inject({
      method: 'POST',
      url: '/api/product/',
      headers: ravi.auth,
      payload: phoneAd({ images: [s.path] }),
    });
    expect(theft.statusCode).toBe(400);
    expect(theft.json()).toHaveProperty(['images.0']);
  });

  test('signing needs sign-in and an accepted file type', async () => {
    expect((await sign({ file_name: 'a.jpg', file_type: 'image/jpeg' }, {})).statusCode).toBe(401);
    const bad = await sign({ file_name: 'a.exe', file_type: 'application/x-msdownload' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('file_type');
  });

  test('tampered, re-pointed or expired signatures are refused', async () => {
    const s = (await sign({ file_name: 'a.png', file_type: 'image/png' })).json();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const u = new URL(s.url);
    const tampered = new URL(u);
    tampered.searchParams.set(
      'sig',
      u.searchParams.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect((await putTo(tampered.toString(), png, 'image/png')).statusCode).toBe(403);
    const later = new URL(u);
    later.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600));
    expect((await putTo(later.toString(), png, 'image/png')).statusCode).toBe(403);
    const elsewhere = new URL(u);
    elsewhere.pathname = elsewhere.pathname.replace(`/${asha.id}/`, `/${ravi.id}/`);
    expect((await putTo(elsewhere.toString(), png, 'image/png')).statusCode).toBe(403);
    const unsigned = new URL(u);
    unsigned.search = '';
    expect((await putTo(unsigned.toString(), png, 'image/png')).statusCode).toBe(403);

    h.clock.advance(16 * 60 * 1000);
    const expired = await putTo(s.url, png, 'image/png');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().detail).toContain('expired');
  });

  test('the declared type must be sent and must be what the bytes really are', async () => {
    const s = (await sign({ file_name: 'cat.jpg', file_type: 'image/jpeg' })).json();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
    const renamed = await putTo(s.url, exe, 'image/jpeg');
    expect(renamed.statusCode).toBe(415);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await putTo(s.url, png, 'image/jpeg')).statusCode).toBe(415);
    expect((await putTo(s.url, await phonePhoto(), 'image/png')).statusCode).toBe(415);
    // Nothing was stored by the refused attempts.
    expect((await h.app.inject({ method: 'GET', url: new URL(s.public_url).pathname })).statusCode).toBe(404);
  });

  test('an upload address is single-use: a second PUT is a 409 and the first file stays', async () => {
    const s = (await sign({ file_name: 'photo.png', file_type: 'image/png' })).json();
    const colour = (background: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background } })
        .png()
        .toBuffer();
    // A refused PUT does not use the address up: the uploader can try again.
    expect((await putTo(s.url, Buffer.from('not a png'), 'image/png')).statusCode).toBe(415);
    expect((await putTo(s.url, await colour('#f00'), 'image/png')).statusCode).toBe(201);
    const first = (await h.app.inject({ method: 'GET', url: new URL(s.public_url).pathname })).rawPayload;
    const again = await putTo(s.url, await colour('#00f'), 'image/png');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already been used/);
    const after = (await h.app.inject({ method: 'GET', url: new URL(s.public_url).pathname })).rawPayload;
    expect(after.equals(first)).toBe(true);
  });

  test('50 PUTs at once to one address store one file; the other 49 are 409', async () => {
    const s = (await sign({ file_name: 'scan.pdf', file_type: 'application/pdf', public: false })).json();
    const pdf = (i: number) => Buffer.from(`%PDF-1.4\n% copy ${i}\ntrailer<<>>\n%%EOF\n`);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => putTo(s.url, pdf(i), 'application/pdf')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((c) => c === 201)).toHaveLength(1);
    expect(statuses.filter((c) => c === 409)).toHaveLength(49);
  });

  test('files over 10 MB are refused with 413', async () => {
    const s = (await sign({ file_name: 'big.pdf', file_type: 'application/pdf', public: false })).json();
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await putTo(s.url, big, 'application/pdf')).statusCode).toBe(413);
  });

  test.each([
    '/uploads/assets/1/..%2F..%2F..%2Fetc%2Fpasswd',
    '/uploads/../../etc/passwd',
    '/uploads/assets/1/%2e%2e/%2e%2e/x.jpg',
    '/uploads/assets/../documents/1/x.pdf',
    '/uploads/documents/1/secret.pdf',
  ])('path %s never leaves the store or reads private files', async (url) => {
    const get = await h.app.inject({ method: 'GET', url });
    expect([400, 403, 404]).toContain(get.statusCode);
    const put = await h.app.inject({
      method: 'PUT',
      url: `${url}?expires=9999999999&type=image/png&sig=x`,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('x'),
    });
    expect([400, 403, 404]).toContain(put.statusCode);
  });

  test('documents are private unless public: owner reads, others 403, anonymous 401', async () => {
    const s = (await sign({ file_name: 'Aadhaar card.pdf', file_type: 'application/pdf', public: false })).json();
    expect(s.path.startsWith(`documents/${asha.id}/`)).toBe(true);
    expect(s.public_url).toBeNull();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect((await putTo(s.url, pdf, 'application/pdf')).statusCode).toBe(201);
    // The private file is not served from the public store.
    expect((await h.app.inject({ method: 'GET', url: `/uploads/${s.path}` })).statusCode).toBe(404);

    const created = await h.app.inject({
      method: 'POST',
      url: '/api/document/',
      headers: asha.auth,
      payload: { title: 'ID proof', path: s.path, document_type: 'id', size: pdf.length },
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({ title: 'ID proof', is_public: false, size: pdf.length, name: 'Aadhaar-card.pdf' });
    expect(typeof doc.id).toBe('number');

    const file = `/api/document/${doc.id}/file/`;
    const mine = await h.app.inject({ method: 'GET', url: file, headers: asha.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(pdf)).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await h.app.inject({ method: 'GET', url: file, headers: ravi.auth })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: file })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/document/${doc.id}/`, headers: ravi.auth })).statusCode,
    ).toBe(403);

    const pub = await h.app.inject({
      method: 'POST',
      url: '/api/document/',
      headers: asha.auth,
      payload: { title: 'Brochure', path: s.path, document_type: 'brochure', is_public: true },
    });
    expect((await h.app.inject({ method: 'GET', url: `/api/document/${pub.json().id}/file/` })).statusCode).toBe(200);

    // Only your own uploads, and only ones that exist.
    const other = await h.app.inject({
      method: 'POST',
      url: '/api/document/',
      headers: ravi.auth,
      payload: { title: 'x', path: s.path },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toHaveProperty('path');
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/document/',
      headers: asha.auth,
      payload: { title: 'x', path: `documents/${asha.id}/nope-file.pdf` },
    });
    expect(missing.statusCode).toBe(400);
    const list = await h.app.inject({ method: 'GET', url: '/api/document/', headers: asha.auth });
    expect(list.json().count).toBe(2);
  });
});

describe('S3 storage', () => {
  test('signs a PUT for the exact key and content type, offline', async () => {
    const s3 = s3Storage({
      S3_BUCKET: 'haat-uploads',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const signed = await s3.signPut('assets/7/abc-photo.jpg', 'image/jpeg', 900);
    const url = new URL(signed.url);
    expect(url.host).toBe('haat-uploads.s3.ap-south-1.amazonaws.com');
    expect(url.pathname).toBe('/assets/7/abc-photo.jpg');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('host');
    // Single use: S3 writes only when no object has the key, and the PUT must say so (it is signed).
    expect(url.searchParams.get('X-Amz-SignedHeaders')!.split(';')).toContain('if-none-match');
    expect(signed.headers).toEqual({ 'content-type': 'image/jpeg', 'if-none-match': '*' });
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(s3.publicUrl('assets/7/abc-photo.jpg')).toBe(
      'https://haat-uploads.s3.ap-south-1.amazonaws.com/assets/7/abc-photo.jpg',
    );
  });
});
