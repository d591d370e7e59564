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

/**
 * Right to left (Storybook's Direction toolbar), as an Urdu page: the kit's styles are logical
 * properties, so the card mirrors with no style of its own. The heart moves to the other corner.
 */
export const RightToLeft: Story = {
  args: { ad: car, saved: false, onToggleSaved: fn() },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const card = canvas.getByRole('link').getBoundingClientRect();
    const heart = canvas.getByRole('button', { name: `Save to favourites: ${car!.title}` }).getBoundingClientRect();
    await expect(heart.left + heart.width / 2).toBeLessThan(card.left + card.width / 2);
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

/**
 * In Hindi, with a title and an area written in Devanagari: the card's words from the catalogue
 * ("2 मिनट पहले"), and the two-line title and the place line tall enough that no matra is cut.
 */
export const Hindi: Story = {
  args: {
    ad: {
      ...car!,
      title: 'मारुति स्विफ़्ट 2019, पहला मालिक, बढ़िया हालत',
      area: 'नई दिल्ली, कनॉट प्लेस क्षेत्र',
      city: 'दिल्ली',
    },
  },
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('lang', 'hi-IN');
    const link = canvas.getByRole('link');
    await expect(link).toHaveTextContent('मारुति स्विफ़्ट 2019');
    await expect(link).toHaveTextContent('नई दिल्ली, कनॉट प्लेस क्षेत्र');
    await expect(link).toHaveTextContent(/पहले$/);
    for (const line of link.querySelectorAll<HTMLElement>('h3, p, time, span')) {
      const style = getComputedStyle(line);
      if (style.display === 'none' || !line.textContent?.trim()) continue;
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      if (!clamped)
        await expect(line.scrollHeight, `${line.textContent} is cut`).toBeLessThanOrEqual(line.clientHeight + 1);
      // A line of Devanagari in a box shorter than 1.4 × its font size loses its matras above and below.
      const lineHeight = parseFloat(style.lineHeight);
      if (/[\u0900-\u097F]/.test(line.textContent) && !Number.isNaN(lineHeight))
        await expect(lineHeight / parseFloat(style.fontSize), `${line.textContent}'s line`).toBeGreaterThanOrEqual(1.4);
    }
  },
};
