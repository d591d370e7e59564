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
