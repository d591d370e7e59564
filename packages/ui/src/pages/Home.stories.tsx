import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_NOW, sampleAds } from '../marketplace/AdCard/sampleAds';
import { AdSlot } from '../marketplace/AdSlot';
import { AppDownload } from '../marketplace/AppDownload';
import { BannerCarousel } from '../marketplace/BannerCarousel';
import { sampleBanners } from '../marketplace/BannerCarousel/sampleBanners';
import { HowItWorks } from '../marketplace/HowItWorks';
import { ListingWidget } from '../marketplace/ListingWidget';
import { PopularSearches } from '../marketplace/PopularSearches';
import { sampleSearchWords } from '../marketplace/PopularSearches/PopularSearches.stories';
import { marketplaceStrings } from '../marketplace/strings';
import { Main, PageFrame, samplePriya } from './PageFrame';

interface HomePageProps {
  signedIn?: boolean;
  loading?: boolean;
  /** Render only the part below the listing (to give it its own baseline). */
  lowerHalfOnly?: boolean;
}

function HomeLower() {
  return (
    <>
      <HowItWorks onCreateAccount={() => {}} />
      <AppDownload playStoreHref="https://play.google.com/store" appStoreHref="https://apps.apple.com/in/" />
      <PopularSearches items={sampleSearchWords} />
    </>
  );
}

/** The home route: banners, Fresh Postings (12 latest), how it works, app block, popular searches. */
function HomePage({ signedIn = false, loading = false, lowerHalfOnly = false }: HomePageProps) {
  if (lowerHalfOnly) {
    return (
      <Main>
        <HomeLower />
      </Main>
    );
  }
  return (
    <PageFrame user={signedIn ? samplePriya : null} locationName="Bengaluru" activeTab="search">
      <BannerCarousel banners={sampleBanners} />
      <ListingWidget variant="home" ads={loading ? [] : sampleAds} loading={loading} />
      <AdSlot size="leaderboard" name="home-mid" />
      <HomeLower />
    </PageFrame>
  );
}

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1000 } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { name: marketplaceStrings.freshPostings })).toBeVisible();
    await expect(
      page.getByRole('region', { name: marketplaceStrings.freshPostings }).querySelectorAll('li'),
    ).toHaveLength(12);
    await expect(page.getByRole('button', { name: marketplaceStrings.createFreeAccount })).toBeInTheDocument();
    await expect(SAMPLE_NOW.getFullYear()).toBe(2026);
  },
};

export const SignedIn: Story = { args: { signedIn: true } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(8);
  },
};

/** How it works, the app block and popular searches, which sit below the first screen. */
export const BelowTheFold: Story = {
  args: { lowerHalfOnly: true },
  parameters: { screenshot: { target: 'canvas', widths: [360, 1280], height: 1000 } },
};
