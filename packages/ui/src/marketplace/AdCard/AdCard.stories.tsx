import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ClockProvider } from '../clock/ClockProvider';
import { createFixedClock } from '../clock/clock';
import { marketplaceStrings } from '../strings';
import { AdCard } from './AdCard';
import { SAMPLE_NOW, sampleAds } from './sampleAds';

const clock = createFixedClock(SAMPLE_NOW);
const [phone, car, flat, bike, , tv, , bag] = sampleAds as [(typeof sampleAds)[number], ...typeof sampleAds];

const meta = {
  title: 'Marketplace/AdCard',
  component: AdCard,
  args: { ad: phone },
  decorators: [
    (Story) => (
      <ClockProvider clock={clock}>
        <div style={{ width: 280, padding: 8 }}>{Story()}</div>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof AdCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FeaturedJustNow: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Featured ₹74,999 Samsung Galaxy S23 Ultra/ });
    await expect(link).toHaveAttribute('href', '/view/101/');
    await expect(canvas.getByText(marketplaceStrings.featured)).toBeVisible();
    await expect(canvas.getByText(marketplaceStrings.justNow)).toBeVisible();
    const img = canvas.getByRole('presentation');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '320');
  },
};

export const SecondsAgo: Story = { args: { ad: car } };

/** With the favourites heart: filled when saved; pressing it hands the ad to the caller. */
export const SavedHeart: Story = {
  args: { ad: car, saved: true, onToggleSaved: fn() },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: `Remove from favourites: ${car!.title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleSaved).toHaveBeenCalledWith(car);
    // The card is still one link to the ad, beside the heart, not around it.
    await expect(canvas.getByRole('link')).not.toContainElement(heart);
  },
};

export const LongAreaCut: Story = {
  args: { ad: flat },
  play: async ({ canvas }) => {
    // "Sector 62, Noida Extension Phase 2" is cut to its first 18 characters.
    await expect(canvas.getByText(/^Sector 62, Noida E,/)).toBeInTheDocument();
  },
};

export const NoImage: Story = {
  args: { ad: bike },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(marketplaceStrings.noImage)).toBeVisible();
    await expect(canvas.queryByRole('presentation')).toBeNull();
  },
};

export const HoursAgo: Story = { args: { ad: tv } };

export const AnotherYearNoArea: Story = {
  args: { ad: bag },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('17 Oct 2025')).toBeVisible();
  },
};

export const AllStates: Story = {
  parameters: { screenshot: { widths: [360, 1280] } },
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16, width: '100%' }}
    >
      {sampleAds.slice(0, 6).map((ad) => (
        <AdCard key={ad.id} ad={ad} />
      ))}
    </div>
  ),
  decorators: [
    (Story) => (
      <ClockProvider clock={clock}>
        <div style={{ padding: 8 }}>{Story()}</div>
      </ClockProvider>
    ),
  ],
};
