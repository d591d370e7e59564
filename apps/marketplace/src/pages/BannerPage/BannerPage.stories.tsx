import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { bannerServer, sampleBanner } from '../../test/bannerApi';
import { signInSeller, StoryApp } from '../../test/StoryApp';
import { bannerText as t } from './bannerText';

const rejected = sampleBanner(1004, {
  status: 'rejected',
  reject_reason: 'The image is blurry; upload a sharper one.',
  start_date: '2026-11-23',
  end_date: '2026-11-27',
});

/** `/banner/` in the real app, signed in as the seller, over the fake API. */
const meta = {
  title: 'Pages/Banner form',
  component: StoryApp,
  args: { path: '/banner/', routes: () => bannerServer([], 10_000).routes },
  beforeEach: () => signInSeller(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new banner: every field empty, the price a day and the balance. */
export const New: Story = {
  play: async () => {
    await expect(await screen.findByText('Choose the dates to see the price (₹49 a day).')).toBeVisible();
    await expect(screen.getByText('Wallet balance: ₹100')).toBeVisible();
  },
};

/** Submitted empty: each field says what it needs and the first one takes the focus. */
export const MissingFields: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: t.submit }));
    await expect(await screen.findByText(t.imageRequired)).toBeVisible();
    await expect(screen.getByLabelText(/Drag and drop/)).toHaveFocus();
  },
};

/** Editing a rejected banner: its values, its price, and the wallet short for it. */
export const EditRejected: Story = {
  args: { path: '/banner/?id=1004', routes: () => bannerServer([rejected], 10_000).routes },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue(rejected.title);
    await expect(screen.getByText('5 days × ₹49 a day = ₹245')).toBeVisible();
    await expect(screen.getByText(/Top up ₹145 before it is approved\./)).toBeVisible();
  },
};
