import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DataExportSchema, type DataExport } from '@haat/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { LocalStore } from '../../providers/storage/local';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { ZIP_DATA_FILE, ZIP_MISSING_FILE } from './exportZip';

type User = Awaited<ReturnType<typeof makeUser>>;

describe.each(dbKinds())('the data export as a zip with photos on %s', (kind) => {
  let dir: string;
  let storage: LocalStore;
  let h: Awaited<ReturnType<typeof makeApp>>;

  const get = (who: User | null, url: string, lang?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: { ...(who?.auth ?? {}), ...(lang ? { 'accept-language': lang } : {}) },
    });
  const post = async (who: User, url: string, payload: object) => {
    const res = await h.app.inject({ method: 'POST', url, headers: who.auth, payload });
    if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  /** A stored photo of `who`'s: its key and bytes (random, so no two photos are alike). */
  const upload = async (who: User, name: string, size = 2048) => {
    const key = `assets/${who.id}/${randomBytes(8).toString('hex')}-${name}`;
    const bytes = randomBytes(size);
    await storage.write(key, bytes);
    return { key, bytes };
  };
  /** An ad of `who`'s showing these photos (the upload checks are features/uploads' own tests). */
  const adWith = async (who: User, images: { url: string; card: string; detail: string }[]) => {
    const id = (await post(who, '/api/product/', phoneAd())).id as number;
    await h.db.query('UPDATE ads SET images = $2::jsonb WHERE id = $1', [id, JSON.stringify(images)]);
    return id;
  };
  const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'haat-export-zip-'));
    const config = testConfig({ DATA_DIR: dir });
    storage = new LocalStore(config, () => new Date('2026-11-21T10:00:00Z'));
    h = await makeApp(kind, { config, storage });
    await ensureCategories(h.db);
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('a seller with photos in her ads and her chats', () => {
    let meera: User;
    let ravi: User;
    const mine: { key: string; bytes: Buffer }[] = [];
    const theirs: { key: string; bytes: Buffer }[] = [];
    let gone: string;

    beforeAll(async () => {
      meera = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
      ravi = await makeUser(h.db, h.clock.now(), { name: 'Ravi' });
      for (const name of ['front.jpg', 'back.jpg', 'box.webp', 'front.jpg']) mine.push(await upload(meera, name));
      const lost = await upload(meera, 'lost.jpg');
      gone = lost.key;
      const first = await adWith(meera, [storage.imageUrls(mine[0]!.key), storage.imageUrls(mine[1]!.key)]);
      await adWith(meera, [
        storage.imageUrls(mine[2]!.key),
        storage.imageUrls(mine[3]!.key),
        storage.imageUrls(lost.key),
        { url: 'https://example.in/my-phone.jpg', card: '', detail: '' },
      ]);
      unlinkSync(storage.file(lost.key)!);
      // Ravi's own ad, and a photo he sends Meera in her ad's chat: his, never in her copy.
      theirs.push(await upload(ravi, 'his-ad.jpg'), await upload(ravi, 'his-chat.jpg'));
      await adWith(ravi, [storage.imageUrls(theirs[0]!.key)]);
      const chat = await post(ravi, '/api/chat/', { product: first });
      await post(ravi, `/api/chat/${chat.id}/messages/`, { client_id: randomUUID(), image: theirs[1]!.key });
      mine.push(await upload(meera, 'bill.jpg'));
      await post(meera, `/api/chat/${chat.id}/messages/`, { client_id: randomUUID(), image: mine[4]!.key });
    });

    test('the zip holds the same data as the JSON file and every photo of hers, byte for byte', async () => {
      const res = await get(meera, '/api/profile/export/?format=zip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="haat-data-2026-11-21.zip"');
      expect(res.headers['cache-control']).toBe('no-store');
      const files = unzip(res.rawPayload);

      const inZip: DataExport = DataExportSchema.parse(JSON.parse(strFromU8(files[ZIP_DATA_FILE]!)));
      h.clock.advance(1_000);
      const json = await get(meera, '/api/profile/export/?format=json');
      expect(json.headers['content-disposition']).toBe('attachment; filename="haat-data-2026-11-21.json"');
      const asJson = DataExportSchema.parse(json.json());
      expect(asJson.exported_at).not.toBe(inZip.exported_at);
      expect({ ...inZip, exported_at: asJson.exported_at }).toEqual(asJson);

      const photos = Object.entries(files).filter(([name]) => name.startsWith('photos/') && name !== ZIP_MISSING_FILE);
      // Her 4 ad photos still stored (the same file name twice kept apart) and the one she sent in chat.
      expect(photos).toHaveLength(mine.length);
      for (const { key, bytes } of mine) {
        const found = photos.filter(([, content]) => Buffer.from(content).equals(bytes));
        expect(
          found.map(([name]) => name),
          key,
        ).toHaveLength(1);
        expect(found[0]![0].endsWith(key.split('/').pop()!)).toBe(true);
      }
      for (const { bytes } of theirs) {
        expect(photos.some(([, content]) => Buffer.from(content).equals(bytes))).toBe(false);
      }
      expect(photos.map(([name]) => name).filter((n) => n.startsWith('photos/chats/'))).toHaveLength(1);

      const missing = strFromU8(files[ZIP_MISSING_FILE]!);
      expect(missing).toContain(storage.publicUrl(gone));
      expect(missing).toContain('https://example.in/my-phone.jpg');
      expect(missing.trim().split('\n')).toHaveLength(2);
    });

    test('a format other than json or zip is a 400 naming the field, in the reader’s language', async () => {
      const res = await get(meera, '/api/profile/export/?format=tar');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ format: ['Choose json, or zip for a copy with your photos.'] });
      const hindi = await get(meera, '/api/profile/export/?format=pdf', 'hi');
      expect(hindi.json().format[0]).toMatch(/[\u0900-\u097F]/);
      expect((await get(null, '/api/profile/export/?format=zip')).statusCode).toBe(401);
    });
  });

  test('both formats count against one limit: of 50 asked at once, exactly 3 are made', async () => {
    const asha = await makeUser(h.db, h.clock.now(), { name: 'Asha' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => get(asha, `/api/profile/export/?format=${i % 2 ? 'zip' : 'json'}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(47);
    for (const a of answers.filter((x) => x.statusCode === 200 && x.headers['content-type'] === 'application/zip')) {
      expect(Object.keys(unzip(a.rawPayload))).toEqual([ZIP_DATA_FILE]);
    }
  });

  test('an account with 50 ads of 3 photos each zips them all (time and event-loop stall printed)', async () => {
    const big = await makeUser(h.db, h.clock.now(), { name: 'Big Seller' });
    let bytes = 0;
    for (let i = 0; i < 50; i++) {
      const photos = [];
      for (let p = 0; p < 3; p++) {
        const photo = await upload(big, `ad${i}-${p}.jpg`, 200_000);
        bytes += photo.bytes.length;
        photos.push(storage.imageUrls(photo.key));
      }
      // Straight into the table: 50 ads is past a day's posting limit.
      await h.db.query(
        `INSERT INTO ads (owner_id, title, description, price, category_id, images, data, status,
                          created_on, updated_on, expires_at, city, state)
         SELECT $1, 'Phone ' || $3::text, 'Description', 1000, c.id, $2::jsonb, '{}'::jsonb, 'active',
                $4, $4, $4::timestamptz + interval '30 days', 'Pune', 'Maharashtra'
           FROM (SELECT id FROM categories ORDER BY id LIMIT 1) c`,
        [big.id, JSON.stringify(photos), String(i), h.clock.now()],
      );
    }
    const stall = monitorEventLoopDelay({ resolution: 5 });
    stall.enable();
    const started = performance.now();
    const res = await get(big, '/api/profile/export/?format=zip');
    const ms = Math.round(performance.now() - started);
    stall.disable();
    expect(res.statusCode).toBe(200);
    const files = unzip(res.rawPayload);
    expect(Object.keys(files).filter((n) => n.startsWith('photos/ads/'))).toHaveLength(150);
    console.log(
      `zip export of 50 ads, 150 photos (${(bytes / 1e6).toFixed(1)} MB) on ${kind}: ${ms} ms,` +
        ` zip ${(res.rawPayload.length / 1e6).toFixed(1)} MB, longest event-loop stall ${Math.round(stall.max / 1e6)} ms`,
    );
  });
});
