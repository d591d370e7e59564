import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../inputs/Button';
import { marketplaceStrings } from '../strings';
import { EmptyState } from './EmptyState';

const onBrowse = fn();

const meta = {
  title: 'Marketplace/EmptyState',
  component: EmptyState,
  args: {
    title: marketplaceStrings.emptyTitle,
    description: marketplaceStrings.emptyHint,
    action: (
      <Button variant="secondary" onClick={onBrowse}>
        {marketplaceStrings.browseAllCategories}
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: marketplaceStrings.emptyTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: marketplaceStrings.browseAllCategories }));
    await expect(onBrowse).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No chats yet', description: undefined, action: undefined },
};

/** A place with no ads yet: post the first one, or look in the nearest places that have ads. */
export const NoAdsInPlace: Story = {
  args: {
    title: 'No ads in Lucknow yet',
    description: 'Be the first to sell here, or look at ads in cities nearby.',
    action: (
      <Button as="a" href="/post-free-ad/">
        Post the first ad in Lucknow
      </Button>
    ),
    children: (
      <>
        <Button as="a" variant="secondary" href="/kanpur/">
          Kanpur · 24 ads
        </Button>
        <Button as="a" variant="secondary" href="/delhi/">
          Delhi · 1,000+ ads
        </Button>
        <Button as="a" variant="secondary" href="/jaipur/">
          Jaipur · 31 ads
        </Button>
      </>
    ),
  },
  parameters: { screenshot: { widths: [360, 1280] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Post the first ad in Lucknow' })).toHaveAttribute(
      'href',
      '/post-free-ad/',
    );
    await expect(canvas.getByRole('link', { name: /Kanpur/ })).toHaveAttribute('href', '/kanpur/');
  },
};
