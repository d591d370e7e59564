import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { makeApp, testConfig } from '../../test/harness';

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
    });
  });

  test('unset settings are null, never an invented value', async () => {
    const res = await unset.app.inject({ method: 'GET', url: '/api/site/' });
    expect(Object.values(res.json())).toEqual(Array(8).fill(null));
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
