import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { messages } from '../../validation/messages';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Inputs/PhoneInput',
  component: PhoneInput,
  args: { label: 'Phone' },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultUnitedStates: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+1 United States');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '2015550123');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('(201) 555-0123');
  },
};
export const SignUpIndia: Story = {
  args: { label: 'Mobile', defaultCountry: 'IN', rules: ['mobile'], required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile' });
    await userEvent.type(input, '98765abc43210');
    await expect(input).toHaveValue('98765 43210');
  },
};
export const Filled: Story = { args: { defaultValue: '+44 2079460000' } };
export const PickCountry: Story = {
  args: { defaultValue: '+1 4165550123' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country code' });
    await userEvent.selectOptions(select, '+1 Canada');
    await expect(select).toHaveDisplayValue('+1 Canada');
  },
};
export const TooShort: Story = {
  args: { defaultCountry: 'IN', defaultValue: '+91 1234' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Phone' }));
    await userEvent.tab();
    await expect(canvas.getByText(messages.phoneInvalid)).toBeVisible();
  },
};
export const MobileInvalid: Story = {
  args: { label: 'Mobile', defaultCountry: 'IN', error: messages.mobileInvalid, defaultValue: '+91 5876543210' },
};
export const Disabled: Story = { args: { defaultValue: '+91 9876543210', disabled: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <PhoneInput {...args} label="Empty (default +1)" />
      <PhoneInput {...args} label="India" defaultCountry="IN" defaultValue="+91 9876543210" />
      <PhoneInput {...args} label="United Kingdom" defaultValue="+44 2079460000" />
      <PhoneInput {...args} label="Canada" defaultCountry="CA" defaultValue="+1 4165550123" />
      <PhoneInput {...args} label="Mobile" defaultCountry="IN" error={messages.mobileRequired} required />
      <PhoneInput {...args} label="Phone" defaultCountry="IN" defaultValue="+91 1234" error={messages.phoneInvalid} />
      <PhoneInput {...args} label="Disabled" defaultValue="+91 9876543210" disabled />
    </>
  ),
};
