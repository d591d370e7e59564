import { expect, test } from '@playwright/test';
import { signUpByApi } from './support/accounts';
import { newMobile, readOtp, smsTo } from './support/sms';

const mobile = newMobile();

test.beforeAll(async ({ request }) => {
  await signUpByApi(request, { mobile, name: 'Ravi Kumar', password: 'the-old-password' });
});

test('a forgotten password is reset with the code sent by SMS, and the new one logs in', async ({ page, request }) => {
  await page.goto('/forgot-password/');
  // The SMS throttle allows one code per number every 30 s; the sign-up code was just sent.
  await page.waitForTimeout(31_000);
  const before = smsTo(mobile).length;
  await page.getByRole('textbox', { name: /Email or mobile number/ }).fill(mobile);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const code = await readOtp(mobile, before);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The code goes in request bodies only: the address bar never shows it.
  expect(page.url()).not.toContain(code);
  await page.getByLabel(/^New password/).fill('the-new-password');
  await page.getByLabel(/^Confirm new password/).fill('the-new-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  expect((await request.post('/login/', { data: { mobile, password: 'the-old-password' } })).status()).toBe(400);
  expect((await request.post('/login/', { data: { mobile, password: 'the-new-password' } })).status()).toBe(200);
});

test('a mailed reset link opens the app page, also on reload; a bad token says so', async ({ page }) => {
  const response = await page.goto('/forgot-password/#token=not-a-real-reset-token-0123456789');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByText(/This reset link is invalid or has expired/)).toBeVisible();
  // The token left the address bar as soon as the page read it.
  expect(page.url()).not.toContain('token');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
});
