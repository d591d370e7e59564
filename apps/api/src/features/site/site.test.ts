import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { makeApp, testConfig } from '../../test/harness';
import { makeUser } from '../ads/testing';

const SETTINGS = {
  SUPPORT_EMAIL: 'support@haat.in',
  SUPPORT_PHONE: '+91 80 1234 5678',
  PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=in.haat.app',
  APP_STORE_URL: 'https://apps.apple.com/in/app/haat/id1234567890',
  GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@haat.in',
  OPERATOR_LEGAL_NAME: 'Haat Marketplace Private Limited',
  OPERATOR_ADDRESS: '4th Floor, 12 MG Road, Bengaluru, Karnataka 560001',
};

describe("GET /api/site/ answers the operator's details from the settings", () => {
  let set: Awaited<ReturnType<typeof makeApp>>;
  let unset: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    const base = { DATA_DIR: '/nonexistent-haat-test', STATIC_DIR: '/nonexistent-haat-static' };
    set = await makeApp('pglite', { config: loadConfig({ ...base, ...SETTINGS }) });
    unset = await makeApp('pglite', { config: testConfig() });
  });
  afterAll(async () => {
    await set.close();
    await unset.close();
  });

  test('each setting is served under its name, without a token, and may be cached', async () => {
    const res = await set.app.inject({ method: 'GET', url: '/api/site/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      support_email: 'support@haat.in',
      support_phone: '+91 80 1234 5678',
      play_store_url: 'https://play.google.com/store/apps/details?id=in.haat.app',
      app_store_url: 'https://apps.apple.com/in/app/haat/id1234567890',
      grievance_officer_name: 'Meera Iyer',
      grievance_officer_email: 'grievance@haat.in',
      operator_legal_name: 'Haat Marketplace Private Limited',
      operator_address: '4th Floor, 12 MG Road, Bengaluru, Karnataka 560001',
      ads: null,
    });
  });

  test('unset settings are null, never an invented value', async () => {
    const res = await unset.app.inject({ method: 'GET', url: '/api/site/' });
    expect(Object.values(res.json())).toEqual(Array(9).fill(null));
  });

  test('admins get the list of unset settings by name; customers do not', async () => {
    const admin = await makeUser(unset.db, unset.clock.now(), { admin: true });
    const customer = await makeUser(unset.db, unset.clock.now());
    const res = await unset.app.inject({ method: 'GET', url: '/api/admin/settings/', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const names = res.json<{ unset: { name: string; shows: string }[] }>().unset.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['SUPPORT_EMAIL', 'PLAY_STORE_URL', 'GRIEVANCE_OFFICER_NAME']));
    expect(names).toHaveLength(8);
    const forbidden = await unset.app.inject({ method: 'GET', url: '/api/admin/settings/', headers: customer.auth });
    expect(forbidden.statusCode).toBe(403);

    const setAdmin = await makeUser(set.db, set.clock.now(), { admin: true });
    const none = await set.app.inject({ method: 'GET', url: '/api/admin/settings/', headers: setAdmin.auth });
    expect(none.json()).toEqual({ unset: [] });
  });
});

describe('ad slots: a house promotion unless AD_NETWORK is set, and the CSP opens only then', () => {
  const base = { DATA_DIR: '/nonexistent-haat-test', STATIC_DIR: '/nonexistent-haat-static' };

  test('with adsense set, /api/site/ names the client and slot ids, and the CSP allows its hosts', async () => {
    const ads = await makeApp('pglite', {
      config: loadConfig({
        ...base,
        AD_NETWORK: 'adsense',
        ADSENSE_CLIENT: 'ca-pub-1234567890123456',
        ADSENSE_SLOT_HOME: '1111111111',
        ADSENSE_SLOT_SEARCH: '2222222222',
      }),
    });
    const plain = await makeApp('pglite', { config: testConfig() });
    try {
      const res = await ads.app.inject({ method: 'GET', url: '/api/site/' });
      expect(res.json().ads).toEqual({
        network: 'adsense',
        client: 'ca-pub-1234567890123456',
        slots: { home: '1111111111', search: '2222222222', ad: null },
      });
      expect(res.headers['content-security-policy']).toMatch(/script-src[^;]*pagead2\.googlesyndication\.com/);
      const none = await plain.app.inject({ method: 'GET', url: '/api/site/' });
      expect(none.json().ads).toBeNull();
      expect(none.headers['content-security-policy']).not.toMatch(/googlesyndication|doubleclick|google\.com/);
    } finally {
      await ads.close();
      await plain.close();
    }
  });

  test('adsense without a publisher id, or a malformed one, stops the server with the setting named', () => {
    expect(() => loadConfig({ ...base, AD_NETWORK: 'adsense' })).toThrow(/ADSENSE_CLIENT/);
    expect(() => loadConfig({ ...base, AD_NETWORK: 'adsense', ADSENSE_CLIENT: 'pub-1' })).toThrow(/ADSENSE_CLIENT/);
  });
});

describe('the site settings are checked at start-up', () => {
  const base = { DATA_DIR: '/nonexistent-haat-test' };

  test('an empty value is the same as unset', () => {
    expect(loadConfig({ ...base, SUPPORT_EMAIL: '', PLAY_STORE_URL: ' ' }).SUPPORT_EMAIL).toBeUndefined();
  });

  test('a bad e-mail or a non-https store link stops the server with the setting named', () => {
    expect(() => loadConfig({ ...base, GRIEVANCE_OFFICER_EMAIL: 'grievance' })).toThrow(/GRIEVANCE_OFFICER_EMAIL/);
    expect(() => loadConfig({ ...base, APP_STORE_URL: 'http://apps.apple.com/x' })).toThrow(/APP_STORE_URL/);
  });
});
