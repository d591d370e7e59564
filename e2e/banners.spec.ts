import { expect, test } from '@playwright/test';
import { asAdmin, signInWithToken, signUpByApi } from './support/accounts';
import { jpeg } from './support/images';
import { newMobile } from './support/sms';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** India's calendar day `offset` days from now, as the date picker names its buttons. */
function dayButton(offset: number): RegExp {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(new Date(Date.now() + offset * 86_400_000))
    .split('-')
    .map(Number);
  return new RegExp(`^${d} ${MONTHS[m! - 1]} ${y}`);
}

// A shop owner creates a banner for Pune, an admin approves it (₹49 a day from the wallet), and a
// visitor from Pune sees it in the home carousel, linking out to the shop.
test('a promo banner: created, approved and paid, shown to Pune first', async ({ page, request, browser }) => {
  const mobile = newMobile();
  const token = await signUpByApi(request, { mobile, name: 'Sharma Electronics', password: 'sharma-password-1' });
  const auth = { authorization: `Bearer ${token}` };
  const order = await (
    await request.post('/api/wallet/topup/', {
      headers: auth,
      data: { amount_paise: 50_000, idempotency_key: `e2e-${mobile}` },
    })
  ).json();
  await request.post(`/api/wallet/topup/${order.id}/confirm/`, { headers: auth, data: {} });
  const title = `Diwali sale ${mobile.slice(-4)}`;

  await test.step('create the banner: image, link, title, city and three days', async () => {
    await signInWithToken(page, token, '/banner/');
    await page.getByLabel(/Drag and drop/).setInputFiles({
      name: 'diwali.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, 1600, 400, '#c2410c'),
    });
    await expect(page.getByRole('figure')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('textbox', { name: /^Link/ }).fill('https://sharma-electronics.example.in/diwali');
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^City/ }).fill('Pune');
    await page.getByRole('button', { name: /^Dates/ }).click();
    for (const offset of [0, 2]) {
      const day = page.getByRole('button', { name: dayButton(offset) });
      if (!(await day.isVisible())) await page.getByRole('button', { name: /next month/i }).click();
      await day.click();
    }
    await expect(page.getByText('3 days × ₹49 a day = ₹147')).toBeVisible();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/my-banners\/\?saved=\d+$/);
    await expect(page.getByText('Pending review')).toBeVisible();
  });

  await test.step('an admin approves it on the review screen: ₹147 leaves the wallet', async () => {
    await asAdmin(browser, request, '/admin/banners/', async (admin) => {
      await expect(admin.getByRole('heading', { level: 1, name: 'Banner review' })).toBeVisible();
      await admin.getByRole('button', { name: `Approve: ${title}` }).click();
      const dialog = admin.getByRole('alertdialog', { name: 'Approve this banner?' });
      await expect(dialog).toContainText('₹147 will be debited from Sharma Electronics’s wallet for 3 days');
      await dialog.getByRole('button', { name: 'Approve and debit ₹147' }).click();
      await expect(admin.getByText(`“${title}” is approved; ₹147 was debited`)).toBeVisible();
    });
    await page.reload();
    await expect(page.getByText('Live')).toBeVisible();
    await expect(page.getByText('Paid ₹147')).toBeVisible();
  });

  await test.step('a visitor who chose Pune sees it in the carousel, linking out', async () => {
    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    try {
      await home.goto('/');
      await home.evaluate(() =>
        localStorage.setItem(
          'location',
          JSON.stringify({ name: 'Pune', city: 'Pune', state: 'Maharashtra', lat: 18.52, lng: 73.86 }),
        ),
      );
      await home.goto('/');
      const slide = home.getByRole('region', { name: 'Offers' }).getByRole('img', { name: title });
      await expect(slide).toBeVisible();
      const link = slide.locator('xpath=ancestor::a[1]');
      await expect(link).toHaveAttribute('href', 'https://sharma-electronics.example.in/diwali');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    } finally {
      await visitor.close();
    }
  });
});
