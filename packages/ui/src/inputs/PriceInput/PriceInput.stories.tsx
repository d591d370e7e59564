import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { PriceInput } from './PriceInput';

const meta = {
  title: 'Inputs/PriceInput',
  component: PriceInput,
  args: { label: 'Price (₹)' },
  parameters: { screenshot: { widths: [360, 1280] } },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof PriceInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price (₹)' });
    await userEvent.type(input, '12,00000 rs');
    await expect(input).toHaveValue('12,00,000');
  },
};
export const Filled: Story = { args: { defaultValue: '4500000' } };
export const Error: Story = { args: { defaultValue: '0', error: 'Enter a price above 0' } };
export const Disabled: Story = { args: { defaultValue: '45000', disabled: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <PriceInput {...args} label="Empty" />
      <PriceInput {...args} label="Lakh" defaultValue="120000" />
      <PriceInput {...args} label="Crore" defaultValue="15000000" />
      <PriceInput {...args} label="Required" required hint="Whole rupees" />
      <PriceInput {...args} label="Error" defaultValue="0" error="Enter a price above 0" />
      <PriceInput {...args} label="Disabled" defaultValue="45000" disabled />
    </>
  ),
};
