import { expect, test, type Page } from '@playwright/test';
import { signUpInDialog } from './support/accounts';
import { jpeg } from './support/images';
import { newMobile } from './support/sms';

// One account for the file: signed up on the way to posting, then used to edit.
test.describe.configure({ mode: 'serial' });
const mobile = newMobile();
const title = `Tata Nexon XZ+ ${mobile.slice(-4)}`;
let adId = '';

/** The natural width of an image as the browser decodes it. */
const imageWidth = (page: Page, url: string) =>
  page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth;
  }, url);

test('a new seller signs up, posts a car with two photos, and is offered to make it featured', async ({ page }) => {
  await page.goto('/post-free-ad/');
  await expect(page).toHaveURL(/\?login=true&redirect=%2Fpost-free-ad%2F$/);
  const dialog = page.getByRole('dialog');

  await test.step('sign up with the OTP from the SMS; back on the form', async () => {
    await signUpInDialog(page, { mobile, name: 'Ravi Kulkarni', password: 'haat-e2e-seller-1' });
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/post-free-ad\/$/);
  });

  await test.step('Cars & Bikes → Cars, with brand, year and fuel', async () => {
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Cars & Bikes' });
    await page.getByRole('combobox', { name: /^Sub-category/ }).selectOption({ label: 'Cars' });
    const brand = page.getByRole('combobox', { name: 'Brand', exact: true });
    await expect(brand.getByRole('option', { name: 'Tata' })).toBeAttached();
    await brand.selectOption('Tata');
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('2019');
    await page.getByRole('combobox', { name: 'Fuel', exact: true }).selectOption('Diesel');
    await page.getByRole('textbox', { name: /^Ad title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Description/ }).fill('Single owner, serviced at Tata, 42,000 km.');
    await page.getByRole('textbox', { name: /^Price/ }).fill('725000');
    await expect(page.getByRole('textbox', { name: /^Price/ })).toHaveValue('7,25,000');
  });

  await test.step('two photos, the big one shrunk in the browser; the second becomes the cover', async () => {
    const add = page.getByLabel(/Drag and drop/);
    await add.setInputFiles({
      name: 'front.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, 2400, 1800, '#0e6e8a'),
    });
    await expect(page.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel(/Drag and drop/).setInputFiles({
      name: 'inside.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, 800, 600, '#f5a524'),
    });
    await expect(page.getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Make cover: Photo 2 of 2' }).click();
  });

  await test.step('the place, from the city search', async () => {
    await page.getByRole('textbox', { name: /^City or area/ }).fill('Nagpur');
    await page.getByRole('button', { name: 'Nagpur, Maharashtra', exact: true }).click();
  });

  await page.getByRole('button', { name: 'Post Free Ad' }).click();
  await expect(page).toHaveURL(/\/view\/(\d+)\/\?posted=1$/);
  adId = /\/view\/(\d+)\//.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make it featured' })).toHaveAttribute('href', `/make-featured/${adId}/`);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ad-draft:')))).toEqual([]);

  await test.step('the stored photos: cover first, and the big one arrived at most 1600 px wide', async () => {
    const ad = (await (await page.request.get(`/api/products/${adId}/`)).json()) as {
      images: { url: string }[];
      data: Record<string, unknown>;
    };
    expect(ad.data).toMatchObject({ brand: 'Tata', year: 2019, fuel: 'Diesel' });
    expect(ad.images).toHaveLength(2);
    const widths = await Promise.all(ad.images.map((img) => imageWidth(page, img.url)));
    expect(widths).toEqual([800, 1600]);
  });
});

test('a buyer finds the car by its brand in its city', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('location', JSON.stringify({ name: 'Nagpur', city: 'Nagpur', state: 'Maharashtra' })),
  );
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill('Tata');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nagpur');
  await expect(
    page.getByRole('region', { name: 'Results' }).getByRole('link', { name: new RegExp(title.replace('+', '\\+')) }),
  ).toBeVisible({ timeout: 15_000 });
});

test('the seller edits the price', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).click();
  await dialog.getByLabel(/Mobile number/).fill(mobile);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel(/^Password/).fill('haat-e2e-seller-1');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/my-listing/${adId}/`);
  const price = page.getByRole('textbox', { name: /^Price/ });
  await expect(price).toHaveValue('7,25,000');
  await price.fill('699000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/view/${adId}/\\?saved=1$`));
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await expect(page.getByText('₹6,99,000').first()).toBeVisible();
});
