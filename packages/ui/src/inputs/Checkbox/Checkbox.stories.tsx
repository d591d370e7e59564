import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { messages } from '../../validation/messages';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'I accept the Terms & Conditions' },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {};
export const Ticked: Story = { args: { defaultValue: true } };
export const Terms: Story = {
  args: { rules: ['terms'] },
  play: async ({ canvas, step }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the Terms & Conditions' });
    await step('tick and untick with the keyboard', async () => {
      box.focus();
      await userEvent.keyboard(' ');
      await expect(box).toBeChecked();
      await userEvent.keyboard(' ');
    });
    await expect(canvas.getByText(messages.termsRequired)).toBeVisible();
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <Checkbox {...args} label="Unticked" />
      <Checkbox {...args} label="Ticked" defaultValue />
      <Checkbox {...args} label="With hint" hint="We never share your number" />
      <Checkbox {...args} label="I accept the Terms & Conditions" error={messages.termsRequired} />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled, ticked" disabled defaultValue />
    </>
  ),
};
