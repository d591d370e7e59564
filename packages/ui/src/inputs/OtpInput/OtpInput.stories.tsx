import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { messages } from '../../validation/messages';
import { OtpInput } from './OtpInput';

const meta = {
  title: 'Inputs/OtpInput',
  component: OtpInput,
  args: { label: 'OTP', hint: 'Sent by SMS to +91 98765 43210' },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (n: number) => ({ name: `Digit ${n} of 6` });

export const Empty: Story = {};
export const Typing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', box(1)));
    await userEvent.keyboard('4829');
    await expect(canvas.getByRole('textbox', box(5))).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', box(4))).toHaveFocus();
    await expect(canvas.getByRole('textbox', box(4))).toHaveValue('');
  },
};
export const Pasted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', box(1)));
    await userEvent.paste('482913');
    await expect(canvas.getByRole('textbox', box(6))).toHaveValue('3');
  },
};
/** A new code typed over an old one replaces it box by box, as a user expects. */
export const Retyped: Story = {
  args: { defaultValue: '111111' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', box(1)));
    await userEvent.keyboard('123456');
    const values = [1, 2, 3, 4, 5, 6].map((n) => (canvas.getByRole('textbox', box(n)) as HTMLInputElement).value);
    await expect(values.join('')).toBe('123456');
    await expect(canvas.getByRole('textbox', box(6))).toHaveFocus();
  },
};
export const Required: Story = { args: { required: true, error: messages.otpRequired } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '4829' } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <OtpInput {...args} label="Empty" />
      <OtpInput {...args} label="Filled" defaultValue="482913" />
      <OtpInput {...args} label="Error" error={messages.otpRequired} />
      <OtpInput {...args} label="Disabled" defaultValue="4829" disabled />
    </>
  ),
};
