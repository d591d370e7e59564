import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { marketplaceStrings } from '../strings';
import { AppDownload } from './AppDownload';

const meta = {
  title: 'Marketplace/AppDownload',
  component: AppDownload,
  args: {
    playStoreHref: 'https://play.google.com/store/apps/details?id=in.haat.app',
    appStoreHref: 'https://apps.apple.com/in/app/haat/id000000000',
  },
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof AppDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoStoreBadges: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Get it on Google Play/i })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Download on the App Store/i })).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** A store link that is not set (a development server): the badge is dimmed text, not a link. */
export const LinkNotSet: Story = {
  args: { appStoreHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Get it on Google Play/i })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /App Store/i })).toBeNull();
    await expect(canvas.getByText(marketplaceStrings.appLinkUnset)).toBeVisible();
  },
};
