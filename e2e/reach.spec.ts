import { expect, test } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { postCarAd } from './support/ads';
import { newMobile } from './support/sms';

// Reaching people off the page: saved searches and their alerts, notification settings, and the
// switch an SMS's link opens.

test('a saved search lists the new ads that match it, within a minute of their posting', async ({ page, request }) => {
  test.setTimeout(120_000);
  const mobile = newMobile();
  const saver = await signUpByApi(request, { mobile, name: 'Kiran Rao', password: 'kiran-password-1' });
  const seller = await signUpByApi(request, { mobile: newMobile(), name: 'Meera Shah', password: 'meera-password-1' });
  const words = `swift${mobile}`;

  await signInWithToken(page, saver, `/search/Cars+Bikes/?search=${words}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByRole('button', { name: 'Search saved' })).toBeDisabled();
  await expect(page.getByText('New ads that match reach you in My Account')).toBeVisible();

  await postCarAd(request, seller, `Maruti ${words} VXi`);
  // The jobs runner matches new ads every 30 s
  await page.goto('/my-account/');
  const saved = page.getByRole('list', { name: 'Saved searches' });
  await expect(saved.getByRole('link', { name: new RegExp(words, 'i') })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(saved.getByText('1 new')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 75_000, intervals: [5000] });

  // The alert is in the bell's notifications too
  const bell = await request.get('/api/notification/', { headers: { authorization: `Bearer ${saver}` } });
  const alerts = ((await bell.json()) as { results: { kind: string; text: string }[] }).results;
  expect(alerts.find((n) => n.kind === 'saved_search')?.text).toMatch(/^1 new .* ad$/i);

  // Opening it clears the count
  await saved.getByRole('link', { name: new RegExp(words, 'i') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(words);
  await page.goto('/my-account/');
  await expect(saved.getByRole('link', { name: new RegExp(words, 'i') })).toBeVisible();
  await expect(saved.getByText('1 new')).toBeHidden();
});

test('notification settings are saved as they change and kept', async ({ page, request }) => {
  const token = await signUpByApi(request, { mobile: newMobile(), name: 'Asha Iyer', password: 'asha-password-1' });
  await signInWithToken(page, token, '/my-account/');
  const settings = page.getByRole('region', { name: 'Notification settings' });
  const kind = settings.getByRole('checkbox', { name: 'New ads for my saved searches' });
  await expect(kind).toBeChecked();
  await kind.uncheck();
  await expect(settings.getByRole('status')).toHaveText('Saved');
  await settings.getByRole('checkbox', { name: /No notifications or SMS at night/ }).check();
  await expect(settings.getByLabel('From', { exact: true })).toHaveValue('22:00');
  await expect(settings.getByRole('status')).toHaveText('Saved');
  await page.reload();
  await expect(settings.getByRole('checkbox', { name: 'New ads for my saved searches' })).not.toBeChecked();
  await expect(settings.getByLabel('To', { exact: true })).toHaveValue('07:00');
  // A browser here has no push service: it says so rather than offering a button that cannot work
  await expect(settings.getByText(/Turn notifications on|cannot show notifications/)).toBeVisible();
});

test("an SMS's link opens the chat, with the switch that stops those SMS", async ({ page, request }) => {
  const seller = await signUpByApi(request, { mobile: newMobile(), name: 'Meera Shah', password: 'meera-password-1' });
  const buyer = await signUpByApi(request, { mobile: newMobile(), name: 'Rahul Verma', password: 'rahul-password-1' });
  const adId = await postCarAd(request, seller, `Honda City ${Date.now()}`);
  const chat = await request.post('/api/chat/', {
    headers: { authorization: `Bearer ${buyer}` },
    data: { product: adId },
  });
  const chatId = ((await chat.json()) as { id: number }).id;

  await signInWithToken(page, seller, `/m/${chatId}`);
  await expect(page).toHaveURL(new RegExp(`/chat/${adId}/${chatId}/\\?from=sms$`));
  await page.getByRole('button', { name: 'Stop these SMS' }).click();
  await expect(page.getByText('No more SMS about messages.')).toBeVisible();
  const settings = await request.get('/api/notification-settings/', { headers: { authorization: `Bearer ${seller}` } });
  expect(((await settings.json()) as { sms: boolean }).sms).toBe(false);
});
