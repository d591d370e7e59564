import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readOtp, smsTo } from './sms';

export interface NewAccount {
  mobile: string;
  name: string;
  password: string;
}

/** Stages 1 and 2 of the open login dialog: the mobile, then the OTP the server sent by SMS, name, password, terms. */
export async function signUpInDialog(page: Page, account: NewAccount) {
  const dialog = page.getByRole('dialog');
  const before = smsTo(account.mobile).length;
  await dialog.getByLabel(/Mobile number/).fill(account.mobile);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const otp = await readOtp(account.mobile, before);
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(otp);
  await dialog.getByLabel(/^Name/).fill(account.name);
  await dialog.getByLabel(/^Password/).fill(account.password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  return dialog;
}

/** Sign up through the API as the dialog would (`POST /otp/`, the SMS code, `POST /signup/`); the bearer token. */
export async function signUpByApi(request: APIRequestContext, account: NewAccount): Promise<string> {
  const before = smsTo(account.mobile).length;
  expect((await request.post('/otp/', { data: { mobile: account.mobile } })).status()).toBe(200);
  const otp = await readOtp(account.mobile, before);
  const signup = await request.post('/signup/', { data: { ...account, otp, terms: true } });
  expect(signup.status()).toBe(201);
  return ((await signup.json()) as { token: string }).token;
}

/** Sign a browser page in with a token from `signUpByApi` (as the login dialog leaves it), then open `path`. */
export async function signInWithToken(page: Page, token: string, path: string) {
  await page.goto('/');
  const user = await (
    await page.request.get('/api/profile/', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user] as const,
  );
  await page.goto(path);
}

/**
 * The demo admin's bearer token: its mobile and password are printed once in the server's start-up
 * banner (a first start with SEED on), which the journeys' server writes to its log.
 */
async function demoAdminToken(request: APIRequestContext): Promise<string> {
  const banner = readFileSync('test-results/e2e-server.log', 'utf8');
  const found = banner.match(/ADMIN\s+\+91 (\d{10})\s+(\S+)/);
  if (!found) throw new Error('the server log holds no demo admin (was SEED off?)');
  const login = await request.post('/login/', { data: { mobile: found[1], password: found[2] } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * The demo admin in a browser of their own (a context beside the journey's), signed in at `path`:
 * `act` runs on that page, and the context closes whatever happens.
 */
export async function asAdmin(
  browser: Browser,
  request: APIRequestContext,
  path: string,
  act: (admin: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signInWithToken(admin, await demoAdminToken(request), path);
    await act(admin);
  } finally {
    await context.close();
  }
}
