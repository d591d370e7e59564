import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { publicRoutes } from '../../test/publicApi';
import { StoryApp } from '../../test/StoryApp';
import { pricingText as t } from './pricingText';

/** `/pricing/` in the real app: the featuring plans, banner prices and the ways to buy them. */
const meta = {
  title: 'Pages/Pricing',
  component: StoryApp,
  args: { path: '/pricing/', routes: publicRoutes },
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1800 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Plans and banner prices; the main button must read clearly on its background (a11y: contrast). */
export const Plans: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(await screen.findByRole('link', { name: t.cta })).toHaveAttribute('href', '/my-ads/');
  },
};
