import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'Marketplace/RatingStars',
  component: RatingStars,
  args: { average: 4.5, count: 12 },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A seller's average and count, read out as one image. */
export const Average: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4.5 out of 5, 12 ratings' })).toBeVisible();
  },
};

export const NoRatings: Story = {
  args: { average: null, count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings yet')).toBeVisible();
  },
};

/** One rating's own stars, without a count (as RatingList shows them). */
export const OneRating: Story = { args: { average: 3, count: undefined } };

export const AllStates: Story = {
  parameters: { screenshot: { widths: [360, 1280] } },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <RatingStars average={5} count={1} />
      <RatingStars average={4.5} count={12} />
      <RatingStars average={4.3} count={1248} />
      <RatingStars average={2.04} count={3} />
      <RatingStars average={1} />
      <RatingStars average={null} count={0} />
    </div>
  ),
};
