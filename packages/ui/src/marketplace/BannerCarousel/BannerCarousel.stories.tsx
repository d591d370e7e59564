import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BannerCarousel } from './BannerCarousel';
import { sampleBanners } from './sampleBanners';

const meta = {
  title: 'Marketplace/BannerCarousel',
  component: BannerCarousel,
  args: { banners: sampleBanners },
  parameters: { screenshot: { widths: [360, 1280] } },
  decorators: [(Story) => <div style={{ padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].find((s) => !s.hidden);

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(shown(canvasElement)).toHaveAccessibleName('1 of 3');
    await expect(canvas.getByRole('link', { name: sampleBanners[0]!.alt })).toHaveAttribute('href', '/post-free-ad/');
  },
};

export const ArrowsAndDots: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('previous wraps to the last banner', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous banner' }));
      await expect(shown(canvasElement)).toHaveAccessibleName('3 of 3');
    });
    await step('a dot jumps to its banner', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show banner 2' }));
      await expect(shown(canvasElement)).toHaveAccessibleName('2 of 3');
      await expect(canvas.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');
    });
  },
};

/** Rotation sped up to 400 ms with reduced motion overridden; moving, so no screenshot. */
export const AutoRotation: Story = {
  tags: ['!visual'],
  args: { intervalMs: 400, reducedMotion: false },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('2 of 3'), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause banners' }));
    await expect(canvas.getByRole('button', { name: 'Play banners' })).toBeVisible();
  },
};

/** Under prefers-reduced-motion (as in this test browser) there is no pause button: nothing moves. */
export const ReducedMotion: Story = {
  args: { intervalMs: 200 },
  play: async ({ canvas, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(shown(canvasElement)).toHaveAccessibleName('1 of 3');
    await expect(canvas.queryByRole('button', { name: 'Pause banners' })).toBeNull();
  },
};

export const SingleBanner: Story = { args: { banners: sampleBanners.slice(1, 2) } };
