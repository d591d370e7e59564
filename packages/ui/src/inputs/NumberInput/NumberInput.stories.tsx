import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'Inputs/NumberInput',
  component: NumberInput,
  args: { label: 'Price (₹)' },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price (₹)' });
    await userEvent.type(input, '45,000 rs');
    await expect(input).toHaveValue('45000');
  },
};
export const Filled: Story = { args: { defaultValue: '45000' } };
export const Error: Story = { args: { defaultValue: '0', error: 'Enter a price above 0' } };
export const Disabled: Story = { args: { defaultValue: '45000', disabled: true } };
export const Pincode: Story = {
  args: { label: 'Pincode', maxLength: 6, hint: '6 digits' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.click(input);
    await userEvent.paste('411 001 (Pune)');
    await expect(input).toHaveValue('411001');
  },
};

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <NumberInput {...args} label="Empty" />
      <NumberInput {...args} label="Filled" defaultValue="45000" />
      <NumberInput {...args} label="Required" required hint="Digits only" />
      <NumberInput {...args} label="Error" defaultValue="0" error="Enter a price above 0" />
      <NumberInput {...args} label="Disabled" defaultValue="45000" disabled />
    </>
  ),
};
