import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { bannerServer } from '../../test/bannerApi';
import { never, serverError } from '../../test/sellerApi';
import { signInSeller, StoryApp } from '../../test/StoryApp';
import { myBannersText as t } from './myBannersText';

/** `/my-banners/` in the real app, signed in as the seller, over the fake API. */
const meta = {
  title: 'Pages/My Banners',
  component: StoryApp,
  args: { path: '/my-banners/', routes: () => bannerServer().routes },
  beforeEach: () => signInSeller(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { routes: () => ({ ...bannerServer().routes, 'GET /api/banner/': never }) },
  play: async () => {
    await expect(await screen.findByText(t.loading)).toHaveAttribute('role', 'status');
  },
};

/** One banner of each status: pending, rejected with the admin's reason, live, ended. */
export const EveryStatus: Story = {
  play: async () => {
    await expect(await screen.findByText('Pending review')).toBeVisible();
    await expect(screen.getByText(/The image is blurry/)).toBeVisible();
    await expect(screen.getByText('Live')).toBeVisible();
    await expect(screen.getByText('Ended')).toBeVisible();
  },
};

export const NoBanners: Story = {
  args: { routes: () => bannerServer([]).routes },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: t.empty })).toBeVisible();
  },
};

/** Stopping a live banner asks first, and says what happens to the money. */
export const ConfirmStop: Story = {
  parameters: { screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
  play: async () => {
    const live = await screen.findByRole('group', { name: 'Actions for Diwali sale at Sharma Electronics 1003' });
    await userEvent.click(within(live).getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmStopTitle });
    await expect(dialog).toHaveAccessibleDescription(/the days after today are refunded/);
  },
};

export const LoadFailed: Story = {
  args: { routes: () => ({ ...bannerServer().routes, 'GET /api/banner/': serverError }) },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
  },
};
