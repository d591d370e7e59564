import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { Select } from './Select';

const sortOptions = [
  { value: '-created_on', label: 'Most Recent' },
  { value: 'price', label: 'Price Low to High' },
  { value: '-price', label: 'Price High to Low' },
];

const meta = {
  title: 'Inputs/Select',
  component: Select,
  args: { label: 'Sort by', options: sortOptions },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '-created_on' } };
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.click(select);
    await userEvent.tab();
    await expect(canvas.getByText('Sort by is required')).toBeVisible();
    await userEvent.selectOptions(select, 'Price Low to High');
    await expect(canvas.queryByText('Sort by is required')).toBeNull();
  },
};
export const Disabled: Story = { args: { defaultValue: 'price', disabled: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <Select {...args} label="Empty" />
      <Select {...args} label="Filled" defaultValue="-created_on" />
      <Select {...args} label="With hint" hint="Applies to the listing below" />
      <Select {...args} label="Error" required error="Sort by is required" />
      <Select {...args} label="Disabled" defaultValue="price" disabled />
    </>
  ),
};
