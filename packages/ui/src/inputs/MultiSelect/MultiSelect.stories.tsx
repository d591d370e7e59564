import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { MultiSelect } from './MultiSelect';

const fuel = [
  { value: 'petrol', label: 'Petrol' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'cng', label: 'CNG' },
  { value: 'electric', label: 'Electric' },
  { value: 'lpg', label: 'LPG', disabled: true },
];

const meta = {
  title: 'Inputs/MultiSelect',
  component: MultiSelect,
  args: { label: 'Fuel', options: fuel },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: ['petrol', 'cng'] } };
export const ManyChosen: Story = { args: { defaultValue: ['petrol', 'diesel', 'cng'] } };
export const Open: Story = {
  args: { defaultValue: ['diesel'] },
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Fuel/ }));
    await expect(await screen.findByRole('checkbox', { name: 'Diesel' })).toBeChecked();
  },
};
export const TickAndClose: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^Fuel/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Electric' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Petrol' }));
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Fuel Petrol, Electric');
  },
};
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Fuel/ }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Fuel is required')).toBeVisible();
  },
};
export const Disabled: Story = { args: { defaultValue: ['petrol'], disabled: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <MultiSelect {...args} label="Empty" />
      <MultiSelect {...args} label="Filled" defaultValue={['petrol', 'cng']} />
      <MultiSelect {...args} label="Many chosen" defaultValue={['petrol', 'diesel', 'cng']} />
      <MultiSelect {...args} label="Error" required error="Fuel is required" />
      <MultiSelect {...args} label="Disabled" defaultValue={['petrol']} disabled />
    </>
  ),
};
