import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SavedSearchList, type SavedSearchItem } from './SavedSearchList';

const searches: SavedSearchItem[] = [
  { id: 3, label: 'Royal Enfield in Pune', href: '/pune/?category=Cars%2BBikes&search=royal+enfield', newCount: 3 },
  { id: 2, label: 'Mobile Phones in Bengaluru', href: '/bengaluru/?category=Mobiles%2BTablets', newCount: 0 },
  { id: 1, label: '2 BHK flat in Andheri West, Mumbai', href: '/mumbai/?search=2+bhk+flat', newCount: 1 },
];

/** The story owns the list, as My Account does. */
function List({ initial = searches, onDelete }: { initial?: SavedSearchItem[]; onDelete?: (id: number) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <SavedSearchList
      items={items}
      onDelete={(id) => {
        onDelete?.(id);
        setItems((all) => all.filter((s) => s.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/SavedSearchList',
  component: List,
  args: { onDelete: fn() },
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof List>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three searches, two with new ads; deleting one moves focus to the next row's Delete. */
export const WithNewAds: Story = {
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('link', { name: 'Royal Enfield in Pune' })).toHaveAttribute(
      'href',
      '/pune/?category=Cars%2BBikes&search=royal+enfield',
    );
    await expect(canvas.getByText('3 new')).toBeVisible();
    await step('Delete removes the row, says so and keeps focus in the list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete saved search Royal Enfield in Pune' }));
      await expect(args.onDelete).toHaveBeenCalledWith(3);
      await expect(canvas.queryByRole('link', { name: 'Royal Enfield in Pune' })).toBeNull();
      await expect(canvas.getByText('Deleted “Royal Enfield in Pune”.')).toBeInTheDocument();
      // Focus moves on the next frame, once the row has gone: a busy machine draws it later.
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Delete saved search Mobile Phones in Bengaluru' })).toHaveFocus(),
      );
    });
  },
};

/** None yet: how to make one. */
export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  },
};
