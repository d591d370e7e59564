import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { DateRangePicker } from './DateRangePicker';

const today = new Date(2026, 2, 10);

const meta = {
  title: 'Inputs/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Featured dates', today, minDate: today },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: { getByRole: typeof screen.getByRole }) =>
  canvas.getByRole('button', { name: /^Featured dates/ });

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: { start: '03-12-2026', end: '03-18-2026' } } };
export const HalfPicked: Story = { args: { defaultValue: { start: '03-12-2026' } } };
export const Open: Story = {
  args: { defaultValue: { start: '03-12-2026', end: '03-18-2026' } },
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvas }) => {
    await userEvent.click(trigger(canvas));
    await expect(await screen.findByRole('dialog', { name: 'Choose dates' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /^9 March 2026/ })).toBeDisabled();
  },
};
export const PickRange: Story = {
  play: async ({ canvas, step }) => {
    await step('two clicks pick the range and close the panel', async () => {
      await userEvent.click(trigger(canvas));
      await userEvent.click(await screen.findByRole('button', { name: /^12 March 2026/ }));
      await userEvent.click(screen.getByRole('button', { name: /^15 March 2026/ }));
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(trigger(canvas)).toHaveAccessibleName('Featured dates 03-12-2026 – 03-15-2026');
    });
    await step('Escape and an outside click close', async () => {
      await userEvent.click(trigger(canvas));
      await userEvent.keyboard('{Escape}');
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(trigger(canvas)).toHaveFocus();
      await userEvent.click(trigger(canvas));
      await userEvent.click(document.body);
      await expect(screen.queryByRole('dialog')).toBeNull();
    });
  },
};
export const RequiredNeedsBothEnds: Story = {
  args: { required: true, defaultValue: { start: '03-12-2026' } },
  play: async ({ canvas }) => {
    await userEvent.click(trigger(canvas));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Featured dates is required')).toBeVisible();
  },
};
export const Disabled: Story = { args: { defaultValue: { start: '03-12-2026', end: '03-18-2026' }, disabled: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <DateRangePicker {...args} label="Empty" />
      <DateRangePicker {...args} label="Filled" defaultValue={{ start: '03-12-2026', end: '03-18-2026' }} />
      <DateRangePicker {...args} label="Half picked" defaultValue={{ start: '03-12-2026' }} />
      <DateRangePicker {...args} label="Error" required error="Featured dates is required" />
      <DateRangePicker {...args} label="Disabled" defaultValue={{ start: '03-12-2026', end: '03-18-2026' }} disabled />
    </>
  ),
};
