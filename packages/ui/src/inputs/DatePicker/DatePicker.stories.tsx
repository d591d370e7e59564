import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { DatePicker } from './DatePicker';

// Dates are injected so the calendar looks the same on every day the baselines are compared.
const today = new Date(2026, 2, 10);

const meta = {
  title: 'Inputs/DatePicker',
  component: DatePicker,
  args: { label: 'Available from', today },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: { getByRole: typeof screen.getByRole }) =>
  canvas.getByRole('button', { name: /^Available from/ });

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '03-14-2026' } };
export const Open: Story = {
  args: { defaultValue: '03-14-2026', minDate: '03-08-2026' },
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvas }) => {
    await userEvent.click(trigger(canvas));
    await expect(await screen.findByRole('dialog', { name: 'Choose date' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /^7 March 2026/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: /^14 March 2026/ })).toHaveFocus();
  },
};
export const PickAndClose: Story = {
  args: { minDate: today },
  play: async ({ canvas, step }) => {
    await step('click opens; a day picks and closes', async () => {
      await userEvent.click(trigger(canvas));
      await userEvent.click(await screen.findByRole('button', { name: /^20 March 2026/ }));
      await expect(trigger(canvas)).toHaveAccessibleName('Available from 03-20-2026');
      await expect(trigger(canvas)).toHaveFocus();
    });
    await step('Escape and an outside click close', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{Escape}');
      await expect(screen.queryByRole('dialog')).toBeNull();
      await userEvent.click(trigger(canvas));
      await userEvent.click(document.body);
      await expect(screen.queryByRole('dialog')).toBeNull();
    });
  },
};
export const Required: Story = { args: { required: true, error: 'Available from is required' } };
export const Disabled: Story = { args: { defaultValue: '03-14-2026', disabled: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <DatePicker {...args} label="Empty" />
      <DatePicker {...args} label="Filled" defaultValue="03-14-2026" />
      <DatePicker {...args} label="With hint" hint="MM-DD-YYYY" />
      <DatePicker {...args} label="Error" required error="Available from is required" />
      <DatePicker {...args} label="Disabled" defaultValue="03-14-2026" disabled />
    </>
  ),
};
