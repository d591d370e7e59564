import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { marketplaceStrings } from '../strings';
import { Badge } from './Badge';

const meta = {
  title: 'Marketplace/Badge',
  component: Badge,
  args: { children: marketplaceStrings.featured },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Featured: Story = {
  args: { tone: 'featured' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(marketplaceStrings.featured)).toBeVisible();
  },
};
export const UnreadCount: Story = { args: { tone: 'count', children: '3', 'aria-label': '3 unread' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', padding: 8 }}>
      <Badge tone="featured">{marketplaceStrings.featured}</Badge>
      <Badge>Used</Badge>
      <Badge tone="brand">New</Badge>
      <Badge tone="success">Sold</Badge>
      <Badge tone="danger">Expired</Badge>
      <Badge tone="count">3</Badge>
      <Badge tone="count">99+</Badge>
    </div>
  ),
};
