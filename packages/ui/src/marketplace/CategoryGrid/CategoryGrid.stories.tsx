import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryGrid } from './CategoryGrid';

const meta = {
  title: 'Marketplace/CategoryGrid',
  component: CategoryGrid,
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof CategoryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllCategories: Story = {
  play: async ({ canvas, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Browse categories' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(12);
    await expect(within(nav).getByRole('link', { name: 'Electronics & Appliances' })).toHaveAttribute(
      'href',
      '/search/Electronics+Appliances/',
    );
    await step('every tile is a 48 px touch target, inside the grid', async () => {
      const grid = nav.getBoundingClientRect();
      for (const link of links) {
        const box = link.getBoundingClientRect();
        await expect(box.height).toBeGreaterThanOrEqual(48);
        await expect(box.right).toBeLessThanOrEqual(grid.right);
      }
    });
    await step('Tab reaches the first category', async () => {
      await userEvent.tab();
      await expect(links[0]).toHaveFocus();
    });
  },
};

export const CustomLinksAndText: Story = {
  args: {
    categories: [
      { key: 'Cars+Bikes', title: 'Cars & Bikes' },
      { key: 'Properties', title: 'Properties' },
      { key: 'Jobs', title: 'Jobs' },
    ],
    hrefFor: (key) => `/delhi/${key}/`,
    text: { title: 'श्रेणियाँ' },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'श्रेणियाँ' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/delhi/Jobs/');
  },
};
