import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdSlot } from './AdSlot';
import { HousePromo } from './HousePromo';

const meta = {
  title: 'Marketplace/AdSlot',
  component: AdSlot,
  args: { size: 'leaderboard', name: 'home-top' },
  decorators: [(Story) => <div style={{ padding: 8, outline: '1px dashed #98a2b3' }}>{Story()}</div>],
} satisfies Meta<typeof AdSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No ad network configured: only the reserved space, nothing announced. */
export const NoNetwork: Story = {
  play: async ({ canvasElement }) => {
    const slot = canvasElement.querySelector<HTMLElement>('[data-ad-slot="home-top"]')!;
    await expect(slot.getBoundingClientRect().height).toBe(90);
    await expect(slot).toBeEmptyDOMElement();
    await expect(slot).toHaveAttribute('aria-hidden', 'true');
  },
};

/** No network set on the site: the reserved box shows Haat's own promotion, a link to the banner form. */
export const HousePromotion: Story = {
  args: { render: () => <HousePromo /> },
  play: async ({ canvas, canvasElement }) => {
    const slot = canvasElement.querySelector<HTMLElement>('[data-ad-slot="home-top"]')!;
    await expect(slot.getBoundingClientRect().height).toBe(90);
    await expect(canvas.getByRole('link', { name: /Advertise on Haat/ })).toHaveAttribute('href', '/banner/');
  },
};

export const MediumRectangleFilled: Story = {
  args: {
    size: 'mediumRectangle',
    render: ({ width, height }) => (
      <div
        style={{
          display: 'grid',
          placeItems: 'center',
          width,
          height,
          color: '#fff',
          background: 'linear-gradient(135deg, #0c5d75, #7a4a00)',
        }}
      >
        Ad network creative {width}×{height}
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
  },
};
