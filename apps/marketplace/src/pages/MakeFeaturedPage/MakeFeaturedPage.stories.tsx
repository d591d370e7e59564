import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { never, samplePicture, serverError } from '../../test/sellerApi';
import { makeAd } from '../../test/ads';
import { signInSeller, STORY_NOW, StoryApp } from '../../test/StoryApp';
import { walletServer } from '../../test/walletApi';
import { fill } from '../shared/fill';
import { makeFeaturedText as t } from './makeFeaturedText';

const DAY = 24 * 60 * 60 * 1000;
const now = STORY_NOW.getTime();
const bike = () =>
  makeAd(41, {
    title: 'Royal Enfield Classic 350, 2021, single owner',
    price: 165000,
    thumbnail: samplePicture(200),
    expires_at: new Date(now + 24 * DAY).toISOString(),
  });
/** The seller's wallet holding `balance` paise, for the bike. */
const wallet = (balance: number) => () => walletServer(bike(), now, balance).routes;

/** `/make-featured/41/` in the real app, signed in as the seller, over the fake API. */
const meta = {
  title: 'Pages/Make featured',
  component: StoryApp,
  args: { path: '/make-featured/41/', routes: wallet(50_000) },
  beforeEach: () => signInSeller(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ad, the plans and the wallet have not arrived yet. */
export const Loading: Story = {
  args: { routes: () => ({ ...walletServer(bike(), now).routes, 'GET /api/plans/': never }) },
  play: async () => {
    await expect(await screen.findByText(t.loading)).toHaveAttribute('role', 'status');
  },
};

/** Enough in the wallet: the first plan is chosen and Pay is ready. */
export const ReadyToPay: Story = {
  play: async () => {
    await expect(await screen.findByRole('radio', { name: /Featured for 7 days/ })).toBeChecked();
    await expect(screen.getByText('₹500')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Pay ₹99 from wallet' })).toBeEnabled();
  },
};

/** ₹20 in the wallet: the page says what is missing and offers to add it, in test mode. */
export const ShortWallet: Story = {
  args: { routes: wallet(2_000) },
  play: async () => {
    await expect(await screen.findByText(fill(t.short, { amount: '₹79' }))).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Pay ₹99 from wallet' })).toBeDisabled();
    const add = screen.getByRole('region', { name: t.addMoney });
    await expect(within(add).getByRole('textbox', { name: /Amount/ })).toHaveValue('79');
    await expect(within(add).getByText('Test mode: no real money is charged.')).toBeVisible();
  },
};

/** Paid: the ad is featured until a date, with the cashback promise and where to go next. */
export const Featured: Story = {
  play: async ({ step }) => {
    await step('choose 15 days and pay from the wallet', async () => {
      await userEvent.click(await screen.findByRole('radio', { name: /Featured for 15 days/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Pay ₹179 from wallet' }));
    });
    const done = await screen.findByText(/Your ad is featured until 6 Dec 2026/);
    await expect(done.closest('[role="status"]')).toHaveFocus();
    await expect(screen.getByText(/Mark it sold by 1 Dec 2026 and ₹53\.70 comes back/)).toBeVisible();
    await expect(screen.getByRole('link', { name: t.viewAd })).toHaveAttribute('href', '/view/41/');
    // Paid once: no second Pay button until the seller asks for more days.
    await expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await expect(screen.getByRole('button', { name: t.extend })).toBeVisible();
  },
};

/** A sold ad: nothing to pay for, and the way back to My Ads. */
export const NotLive: Story = {
  args: { routes: () => walletServer(makeAd(41, { status: 'sold', thumbnail: samplePicture(200) }), now).routes },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(t.notLive);
    await expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  },
};

/** The plans could not be loaded: the page says so and offers to try again. */
export const LoadFailed: Story = {
  args: { routes: () => ({ ...walletServer(bike(), now).routes, 'GET /api/plans/': serverError }) },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
    await expect(screen.getByRole('button', { name: t.retry })).toBeVisible();
  },
};
