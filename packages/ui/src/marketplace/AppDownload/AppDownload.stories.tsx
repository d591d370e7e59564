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

/** No store link set (no store app yet): no badge at all, only installing from the browser. */
export const NoStoreApp: Story = {
  args: { playStoreHref: undefined, appStoreHref: undefined, installHref: '/mobile-app' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Google Play|App Store/i })).toBeNull();
    await expect(canvas.getByRole('link', { name: marketplaceStrings.appInstallFromBrowser })).toHaveAttribute(
      'href',
      '/mobile-app',
    );
  },
};
