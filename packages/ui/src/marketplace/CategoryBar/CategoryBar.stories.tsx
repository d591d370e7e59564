import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryBar } from './CategoryBar';

const meta = {
  title: 'Marketplace/CategoryBar',
  component: CategoryBar,
  parameters: { screenshot: { widths: [768, 1280] } },
} satisfies Meta<typeof CategoryBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllCategories: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Categories' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(12);
    // Every link is inside the bar, none cut off past its edge.
    const bar = nav.getBoundingClientRect();
    for (const link of links) await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(bar.right);
    await expect(within(nav).getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Mobiles & Tablets' })).toHaveAttribute(
      'href',
      '/search/Mobiles+Tablets/',
    );
  },
};

export const ActiveCategory: Story = {
  args: { active: 'Cars+Bikes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cars & Bikes' })).toHaveAttribute('aria-current', 'page');
  },
};
