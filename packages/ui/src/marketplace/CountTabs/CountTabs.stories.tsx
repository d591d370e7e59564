import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { CountTabs, type CountTab } from './CountTabs';

type Status = 'active' | 'sold' | 'expired' | 'removed';
const tabs: CountTab<Status>[] = [
  { value: 'active', label: 'Active', count: 4 },
  { value: 'sold', label: 'Sold', count: 12 },
  { value: 'expired', label: 'Expired', count: 1 },
  { value: 'removed', label: 'Removed', count: 0 },
];

/** A small stateful wrapper: the story owns the selected tab. */
function Tabs({ tabs: items = tabs, initial = 'active' }: { tabs?: CountTab<Status>[]; initial?: Status }) {
  const [value, setValue] = useState<Status>(initial);
  return (
    <CountTabs tabs={items} value={value} onChange={setValue} label="My ads">
      <p>Showing the {value} ads.</p>
    </CountTabs>
  );
}

const meta = {
  title: 'Marketplace/CountTabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  play: async ({ canvas, step }) => {
    await step('a click selects a tab and shows its panel', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Sold 12' }));
      await expect(canvas.getByRole('tab', { name: 'Sold 12' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: 'Sold 12' })).toHaveTextContent('Showing the sold ads.');
    });
    await step('arrows, Home and End move and select; one tab stop', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Expired 1' })).toHaveFocus();
      await expect(canvas.getByRole('tab', { name: 'Expired 1' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('tab', { name: 'Removed 0' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Active 4' })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('tab', { name: 'Removed 0' })).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(canvas.getByRole('tab', { name: 'Active 4' })).toHaveFocus();
      await expect(canvas.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
    });
  },
};

/** Counts not known yet: the labels alone. */
export const CountsLoading: Story = {
  args: { tabs: tabs.map(({ value, label }) => ({ value, label })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const AllStates: Story = {
  parameters: { screenshot: { widths: [360, 1280] } },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Tabs />
      <Tabs initial="expired" />
      <Tabs tabs={tabs.map(({ value, label }) => ({ value, label }))} />
    </div>
  ),
};
