import { defaultToastText } from '@haat/ui';
import { NOTIFY_MESSAGES } from '../../api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { myAdsRoutes, never, pagedMyAds, sellerAds, serverError } from '../../test/sellerApi';
import { signInSeller, STORY_NOW, StoryApp } from '../../test/StoryApp';
import { fill } from '../shared/fill';
import { myAdsText as t } from './myAdsText';

const now = STORY_NOW.getTime();

/** `/my-ads/` in the real app, signed in as the seller, over the fake API. */
const meta = {
  title: 'Pages/My Ads',
  component: StoryApp,
  args: { path: '/my-ads/', routes: () => myAdsRoutes(sellerAds(STORY_NOW), now) },
  beforeEach: () => signInSeller(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ads have not arrived yet: placeholders where the rows will be. */
export const Loading: Story = {
  args: { routes: () => myAdsRoutes([], now, { list: never, counts: never }) },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(screen.getByText(t.loading)).toHaveAttribute('role', 'status');
  },
};

/** A seller with no ads: every tab says so, and Active offers to post one. */
export const NoAds: Story = {
  args: { routes: () => myAdsRoutes([], now) },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: t.empty.active })).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'Active 0' })).toHaveAttribute('aria-selected', 'true');
    const main = screen.getByRole('main');
    await expect(within(main).getByRole('link', { name: t.postAd })).toHaveAttribute('href', '/post-free-ad/');
  },
};

/** Live ads with their days left and views; the one ending in 2 days offers Renew. */
export const LiveAds: Story = {
  play: async () => {
    const tabs = await screen.findByRole('tablist', { name: t.tabsLabel });
    await expect(await within(tabs).findByRole('tab', { name: 'Active 3' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(tabs).getByRole('tab', { name: 'Sold 1' })).toBeVisible();
    await expect(within(tabs).getByRole('tab', { name: 'Expired 1' })).toBeVisible();
    const bike = await screen.findByRole('group', {
      name: 'Actions for Royal Enfield Classic 350, 2021, single owner',
    });
    await expect(within(bike).queryByRole('button', { name: 'Renew' })).toBeNull();
    await expect(screen.getByText('24 days left')).toBeVisible();
    await expect(screen.getByText('128 views')).toBeVisible();
    const tv = screen.getByRole('group', { name: 'Actions for Samsung 55 inch 4K TV' });
    await expect(within(tv).getByRole('button', { name: 'Renew' })).toBeVisible();
    await expect(screen.getByText('2 days left')).toBeVisible();
  },
};

/** The Expired tab: an ad past its 30 days, with Renew. */
export const ExpiredTab: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Expired 1' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Expired 1' });
    await expect(await within(panel).findByRole('heading', { name: 'Study table with chair' })).toBeVisible();
    await expect(within(panel).getByText('Expired')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Renew' })).toBeVisible();
  },
};

/** More ads than one page holds: Load more brings the next page and moves focus to its first ad. */
export const LoadMore: Story = {
  args: {
    routes: () => {
      const [bike, tv, flat] = sellerAds(STORY_NOW);
      return myAdsRoutes([], now, {
        list: pagedMyAds([bike!, flat!], [tv!]),
        counts: { body: { active: 3, sold: 0, expired: 0, removed: 0 } },
      });
    },
  },
  play: async ({ step }) => {
    await step('the first page says more ads are left', async () => {
      await expect(await screen.findByText(fill(t.moreAds, { shown: 2, count: 3 }))).toBeVisible();
    });
    await step('Load more adds them', async () => {
      await userEvent.click(screen.getByRole('button', { name: t.loadMore }));
      const added = await screen.findByRole('link', { name: 'Samsung 55 inch 4K TV' });
      await waitFor(() => expect(added).toHaveFocus());
      await expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
    });
  },
};

/** Delete asks first; the dialog starts on Cancel. */
export const ConfirmDelete: Story = {
  play: async () => {
    const tv = await screen.findByRole('group', { name: 'Actions for Samsung 55 inch 4K TV' });
    await userEvent.click(within(tv).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmTitle });
    await expect(dialog).toHaveAccessibleDescription(fill(t.confirmDescription, { title: 'Samsung 55 inch 4K TV' }));
    await expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus();
  },
};

/** The list failed to load (the server answered 500): the page says so and offers to try again. */
export const LoadFailed: Story = {
  args: { routes: () => myAdsRoutes(sellerAds(STORY_NOW), now, { list: serverError }) },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(t.error);
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
    // The client's toast names the failure too; dismissed so the screenshot does not race its timer.
    await expect(await screen.findByText(NOTIFY_MESSAGES[500])).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: defaultToastText.dismiss }));
    await waitFor(() => expect(screen.queryByText(NOTIFY_MESSAGES[500])).toBeNull());
  },
};
