import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { postCarAd } from './support/ads';
import { newMobile } from './support/sms';

// One seller for the file: signed up through the API, signed in in the browser by its token.
test.describe.configure({ mode: 'serial' });
const mobile = newMobile();
let token = '';
const titles = { sold: `Maruti Swift VXI ${mobile}`, gone: `Study table teak ${mobile}` };

const postAd = (request: APIRequestContext, title: string) => postCarAd(request, token, title);

const signedIn = (page: Page, path: string) => signInWithToken(page, token, path);

test.beforeAll(async ({ request }) => {
  token = await signUpByApi(request, { mobile, name: 'Kiran Patil', password: 'kiran-password-1' });
  await postAd(request, titles.sold);
  await postAd(request, titles.gone);
});

test('My Ads: mark one sold (it leaves search and shows under Sold), delete one after confirming', async ({
  page,
  request,
}) => {
  await signedIn(page, '/my-ads/');
  const tabs = page.getByRole('tablist', { name: 'My ads by status' });
  await expect(tabs.getByRole('tab', { name: /Active/ })).toContainText('2');

  await page
    .getByRole('group', { name: `Actions for ${titles.sold}` })
    .getByRole('button', { name: 'Mark as sold' })
    .click();
  // It asks first, then offers Undo for a few seconds.
  await page
    .getByRole('alertdialog', { name: 'Mark this ad as sold?' })
    .getByRole('button', { name: 'Mark as sold' })
    .click();
  await expect(page.getByText(`"${titles.sold}" is marked as sold.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Undo marking "${titles.sold}" as sold` })).toBeVisible();
  const search = await (await request.get(`/api/search-product/?search=${encodeURIComponent(titles.sold)}`)).json();
  expect((search.results as { title: string }[]).map((a) => a.title)).not.toContain(titles.sold);
  await tabs.getByRole('tab', { name: /Sold/ }).click();
  await expect(page.getByRole('link', { name: titles.sold })).toBeVisible();

  await tabs.getByRole('tab', { name: /Active/ }).click();
  const actions = page.getByRole('group', { name: `Actions for ${titles.gone}` });
  await actions.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Delete this ad?');
  await confirm.getByRole('button', { name: 'Delete ad' }).click();
  await expect(page.getByText(`"${titles.gone}" is deleted.`)).toBeVisible();
  await expect(page.getByRole('link', { name: titles.gone })).toBeHidden();
  await expect(tabs.getByRole('tab', { name: /Active/ })).toContainText('0');
});

test("another seller's ad saved from its page is under saved ads in My Account", async ({ page, request }) => {
  const others = await (await request.get('/api/search-product/?limit=1')).json();
  const other = (others.results as { id: number; title: string }[])[0]!;
  await signedIn(page, `/view/${other.id}/`);
  await page.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toBeVisible();
  await page.goto('/my-account/');
  const saved = page.getByRole('region', { name: 'Saved ads' }).or(page.locator('section', { hasText: 'Saved ads' }));
  await expect(saved.getByRole('link', { name: other.title })).toBeVisible();
});
