import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { messages } from '../../validation/messages';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Inputs/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password' },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ShowHide: Story = {
  args: { defaultValue: 'haat@2026' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('haat@2026');
  },
};
export const SignUpRequired: Story = {
  args: { rules: ['password'], autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Password', { selector: 'input' }));
    await userEvent.tab();
    await expect(canvas.getByText(messages.passwordRequired)).toBeVisible();
  },
};
export const LoginRequired: Story = {
  args: { rules: ['loginPassword'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Password', { selector: 'input' }));
    await userEvent.tab();
    await expect(canvas.getByText(messages.loginPasswordRequired)).toBeVisible();
  },
};
export const Disabled: Story = { args: { defaultValue: 'secret', disabled: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <PasswordInput {...args} label="Empty" />
      <PasswordInput {...args} label="Filled" defaultValue="haat@2026" />
      <PasswordInput {...args} label="Sign-up error" error={messages.passwordRequired} />
      <PasswordInput {...args} label="Login error" error={messages.loginPasswordRequired} />
      <PasswordInput {...args} label="Disabled" defaultValue="secret" disabled />
    </>
  ),
};
