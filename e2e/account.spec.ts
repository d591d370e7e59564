import { expect, test, type Page } from '@playwright/test';
import { signUpInDialog } from './support/accounts';
import { newMobile } from './support/sms';

// One account for the whole file: signed up in the first journey, used by the others.
test.describe.configure({ mode: 'serial' });
const mobile = newMobile();
const password = 'haat-e2e-pass-1';
const name = 'Meera Iyer';

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).click();
  return page.getByRole('dialog');
}

async function logIn(page: Page, secret: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel(/Mobile number/).fill(mobile);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel(/^Password/).fill(secret);
  await dialog.getByRole('button', { name: 'Login' }).click();
  return dialog;
}

test('a visitor who wants to chat signs up with the OTP from the SMS and is sent back to where they were', async ({
  page,
}) => {
  await page.goto('/search/');
  const ad = page.getByRole('region', { name: 'Results' }).locator('a[href^="/view/"]').first();
  await ad.click();
  await expect(page).toHaveURL(/\/view\/(\d+)\/$/);
  const adId = /\/view\/(\d+)\//.exec(page.url())![1]!;

  await page.getByRole('button', { name: 'Chat with seller' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?login=true&redirect=%2Fchat%2F${adId}%2F$`));
  const dialog = page.getByRole('dialog');

  await test.step('mobile number, then the OTP the server sent by SMS', async () => {
    await signUpInDialog(page, { mobile, name, password });
  });

  // Stage 2 saved the name and password: the dialog asks for neither again.
  await expect(dialog).toBeHidden();
  // Back where they were: the chat of that ad (its address gains the chat's id once the chat opens).
  await expect(page).toHaveURL(new RegExp(`/chat/${adId}/(\\d+/)?$`));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name) })).toBeVisible();
});

test('a wrong password shows Invalid Login Details', async ({ page }) => {
  await page.goto('/');
  const dialog = await logIn(page, 'not-the-password');
  await expect(dialog.getByText('Invalid Login Details')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a returning user logs in and lands on the home page, signed in', async ({ page }) => {
  await page.goto('/about');
  const dialog = await logIn(page, password);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name) })).toBeVisible();
});

test('a 401 from the API ends the session: storage cleared, LOGIN shown again', async ({ page, request }) => {
  await page.goto('/');
  await logIn(page, password);
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem('location', JSON.stringify({ name: 'Pune', city: 'Pune', state: 'Maharashtra' })),
  );

  // The token is revoked elsewhere (a logout on another device).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect((await request.post('/logout/', { headers: { Authorization: `Bearer ${token}` }, data: {} })).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'LOGIN' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
