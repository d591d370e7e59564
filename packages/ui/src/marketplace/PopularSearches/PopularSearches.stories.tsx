import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PopularSearches, type SearchWord } from './PopularSearches';

export const sampleSearchWords: SearchWord[] = [
  { label: 'iPhone 13', search: 'iphone 13', category: 'Mobiles+Tablets' },
  { label: 'Royal Enfield', search: 'royal enfield', category: 'Cars+Bikes' },
  { label: '2 BHK for rent', search: '2 bhk rent', category: 'Properties' },
  { label: 'Used cars in Pune', search: 'used cars pune', category: 'Cars+Bikes' },
  { label: 'Sofa set', search: 'sofa set', category: 'Furniture' },
  { label: 'Data entry jobs', search: 'data entry', category: 'Jobs' },
  { label: 'Washing machine', search: 'washing machine', category: null },
  { label: 'Gold earrings', search: 'gold earrings', category: 'Fashion+Jwellery' },
];

const meta = {
  title: 'Marketplace/PopularSearches',
  component: PopularSearches,
  args: { items: sampleSearchWords },
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof PopularSearches>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keywords: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'iPhone 13' })).toHaveAttribute(
      'href',
      '/search/Mobiles+Tablets/?search=iphone%2013',
    );
    await expect(canvas.getByRole('link', { name: 'Washing machine' })).toHaveAttribute(
      'href',
      '/search/?search=washing%20machine',
    );
  },
};

/** Nothing to show renders nothing (so no screenshot). */
export const Empty: Story = {
  tags: ['!visual'],
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
