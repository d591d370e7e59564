import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Marketplace/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    // Placeholders are decoration: nothing for a screen reader to announce.
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, width: 280, padding: 8 }}>
      <Skeleton height={160} radius="md" />
      <Skeleton width="40%" height={20} />
      <Skeleton height={14} />
      <Skeleton width="70%" height={14} />
      <Skeleton width={40} height={40} radius="round" />
    </div>
  ),
};
