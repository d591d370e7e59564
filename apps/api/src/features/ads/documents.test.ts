import type { AdInput } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, type makeApp } from '../../test/harness';
import { makeUser, phoneAd, sellersApp } from './testing';

const flatAd = (over: Partial<AdInput> = {}): AdInput => ({
  title: '2 BHK flat in Koramangala, east facing',
  description: 'Second floor, lift, covered parking.',
  price: 8_500_000,
  category: 'Properties',
  sub_category: 'houses-apartments',
  city: 'Bengaluru',
  state: 'Karnataka',
  area: 'Koramangala',
  data: { bedrooms: 2, bathrooms: 2 },
  ...over,
});

describe.each(dbKinds())('documents on property and job ads, on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let asha: Awaited<ReturnType<typeof makeUser>>;
  let ravi: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    ({ h, asha, ravi } = await sellersApp(kind));
  });
  afterAll(() => h.close());

  /** Upload a private PDF as `user` and record it as a document; its id. */
  const uploadDocument = async (user = asha, fileName = 'Floor plan.pdf') => {
    const sign = await h.app.inject({
      method: 'POST',
      url: '/api/get-signed-url/',
      headers: user.auth,
      payload: { file_name: fileName, file_type: 'application/pdf', public: false },
    });
    const signed = sign.json<{ url: string; path: string }>();
    const u = new URL(signed.url);
    const pdf = Buffer.from(`%PDF-1.4\n% ${fileName}\ntrailer<<>>\n%%EOF\n`);
    const put = await h.app.inject({
      method: 'PUT',
      url: u.pathname + u.search,
      headers: { 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(put.statusCode, put.body).toBe(201);
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/document/',
      headers: user.auth,
      payload: { title: fileName, path: signed.path },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json<{ id: number }>().id, pdf };
  };
  const post = (payload: AdInput, user = asha) =>
    h.app.inject({ method: 'POST', url: '/api/product/', headers: user.auth, payload });
  const detail = (id: number, auth?: Record<string, string>) =>
    h.app.inject({ method: 'GET', url: `/api/products/${id}/`, headers: auth });
  const download = (docId: number, auth?: Record<string, string>) =>
    h.app.inject({ method: 'GET', url: `/api/document/${docId}/file/`, headers: auth });

  test('a seller attaches their documents; buyers learn the count, and get them once they chat', async () => {
    const plan = await uploadDocument(asha, 'Floor plan.pdf');
    const deed = await uploadDocument(asha, 'Sale deed.pdf');
    const created = await post(flatAd({ documents: [deed.id, plan.id] }));
    expect(created.statusCode, created.body).toBe(201);
    const ad = created.json<{ id: number; documents: { id: number; name: string }[]; document_count: number }>();
    // In the order the seller gave.
    expect(ad.documents.map((d) => d.id)).toEqual([deed.id, plan.id]);
    expect(ad.document_count).toBe(2);

    // A visitor and a buyer without a chat see how many, not what.
    for (const auth of [undefined, ravi.auth]) {
      const seen = (await detail(ad.id, auth)).json();
      expect(seen.document_count).toBe(2);
      expect(seen).not.toHaveProperty('documents');
    }
    expect((await download(plan.id, ravi.auth)).statusCode).toBe(403);
    expect((await download(plan.id)).statusCode).toBe(401);
    const listFor = (auth?: Record<string, string>) =>
      h.app.inject({ method: 'GET', url: `/api/products/${ad.id}/documents/`, headers: auth });
    expect((await listFor()).statusCode).toBe(401);
    const refused = await listFor(ravi.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: "Chat with the seller to download this ad's documents." });

    // Once Ravi opens a chat about the ad, the ad page and the chat list the documents, and he can download them.
    const chat = await h.app.inject({
      method: 'POST',
      url: '/api/chat/',
      headers: ravi.auth,
      payload: { product: ad.id },
    });
    expect(chat.statusCode, chat.body).toBeLessThan(300);
    const chatId = chat.json<{ id: number }>().id;
    const seen = (await detail(ad.id, ravi.auth)).json<{ documents: { id: number; name: string; url: string }[] }>();
    expect(seen.documents.map((d) => d.name)).toEqual(['Sale-deed.pdf', 'Floor-plan.pdf']);
    expect(seen.documents[1]!.url).toMatch(new RegExp(`/api/document/${plan.id}/file/$`));
    const thread = (await h.app.inject({ method: 'GET', url: `/chat/${chatId}`, headers: ravi.auth })).json();
    expect(thread.documents.map((d: { id: number }) => d.id)).toEqual([deed.id, plan.id]);
    expect((await listFor(ravi.auth)).json().results.map((d: { id: number }) => d.id)).toEqual([deed.id, plan.id]);
    const file = await download(plan.id, ravi.auth);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(plan.pdf)).toBe(true);
    expect(file.headers['cache-control']).toBe('private, no-store');

    // A third account without a chat is still refused.
    const kiran = await makeUser(h.db, h.clock.now(), { name: 'Kiran' });
    expect((await download(plan.id, kiran.auth)).statusCode).toBe(403);

    // Blocked by the seller: the documents go with the messages.
    const sellerChat = await h.app.inject({
      method: 'POST',
      url: `/api/chat/${chatId}/block/`,
      headers: asha.auth,
      payload: { blocked: true },
    });
    expect(sellerChat.statusCode).toBe(200);
    expect((await download(plan.id, ravi.auth)).statusCode).toBe(403);
    expect((await listFor(ravi.auth)).statusCode).toBe(403);
    expect((await detail(ad.id, ravi.auth)).json()).not.toHaveProperty('documents');
    const blockedThread = (await h.app.inject({ method: 'GET', url: `/chat/${chatId}`, headers: ravi.auth })).json();
    expect(blockedThread.documents).toEqual([]);
  });

  test("only the seller's own documents, at most 5, on property and job ads only", async () => {
    const ravis = await uploadDocument(ravi, 'Not yours.pdf');
    const mine = await uploadDocument(asha);
    const stolen = await post(flatAd({ documents: [mine.id, ravis.id] }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ 'documents.1': ['Attach a document you uploaded.'] });

    const phone = await post(phoneAd({ documents: [mine.id] }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({ documents: ['Only property and job ads can carry documents.'] });

    const six = await post(flatAd({ documents: [1, 2, 3, 4, 5, 6] }));
    expect(six.statusCode).toBe(400);
    expect(six.json().documents).toEqual(['An ad can carry at most 5 documents.']);

    const job = await post(
      flatAd({
        title: 'Accountant, full time',
        category: 'Jobs',
        sub_category: 'it-software',
        data: { income_to: 40000, income_type: 'Monthly' },
        documents: [mine.id, mine.id],
      }),
    );
    expect(job.statusCode, job.body).toBe(201);
    // A repeat is kept once.
    expect(job.json().documents.map((d: { id: number }) => d.id)).toEqual([mine.id]);
  });

  test('editing replaces the documents; a new category without documents drops them', async () => {
    const plan = await uploadDocument();
    const brochure = await uploadDocument(asha, 'Brochure.pdf');
    const id = (await post(flatAd({ documents: [plan.id] }))).json<{ id: number }>().id;
    const put = (payload: object) =>
      h.app.inject({ method: 'PUT', url: `/api/product/${id}/`, headers: asha.auth, payload });

    // Fields left out keep the documents.
    const retitled = await put({ title: '2 BHK flat, Koramangala 5th Block' });
    expect(retitled.json().documents.map((d: { id: number }) => d.id)).toEqual([plan.id]);
    const swapped = await put({ documents: [brochure.id, plan.id] });
    expect(swapped.json().documents.map((d: { id: number }) => d.id)).toEqual([brochure.id, plan.id]);
    const mineAgain = await h.app.inject({ method: 'GET', url: `/api/product/${id}/`, headers: asha.auth });
    expect(mineAgain.json().document_count).toBe(2);

    const furniture = await put({ category: 'Furniture', sub_category: 'sofas', data: {} });
    expect(furniture.statusCode, furniture.body).toBe(200);
    expect(furniture.json().documents).toEqual([]);
    // The files stay the seller's documents.
    expect((await download(plan.id, asha.auth)).statusCode).toBe(200);
  });
});
