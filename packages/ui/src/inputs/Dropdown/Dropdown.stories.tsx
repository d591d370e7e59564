import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { Dropdown } from './Dropdown';

const categories = [
  { value: 'Mobiles+Tablets', label: 'Mobiles & Tablets' },
  { value: 'Cars+Bikes', label: 'Cars & Bikes' },
  { value: 'Electronics+Appliances', label: 'Electronics & Appliances' },
  { value: 'Properties', label: 'Properties' },
  { value: 'Jobs', label: 'Jobs', disabled: true },
];

const meta = {
  title: 'Inputs/Dropdown',
  component: Dropdown,
  args: { label: 'Category', options: categories },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof Dropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: { getByRole: typeof screen.getByRole }) => canvas.getByRole('button', { name: /^Category/ });

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Cars+Bikes' } };
export const Open: Story = {
  args: { defaultValue: 'Cars+Bikes' },
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvas }) => {
    await userEvent.click(trigger(canvas));
    await expect(await screen.findByRole('listbox', { name: 'Category' })).toBeVisible();
  },
};
export const OpenCloseAndEscape: Story = {
  play: async ({ canvas, step }) => {
    await step('click opens, click closes', async () => {
      await userEvent.click(trigger(canvas));
      await expect(await screen.findByRole('listbox')).toBeVisible();
      await userEvent.click(trigger(canvas));
      await expect(screen.queryByRole('listbox')).toBeNull();
    });
    await step('Escape closes and focus returns to the button', async () => {
      await userEvent.click(trigger(canvas));
      await userEvent.keyboard('{Escape}');
      await expect(screen.queryByRole('listbox')).toBeNull();
      await expect(trigger(canvas)).toHaveFocus();
    });
    await step('an outside click closes', async () => {
      await userEvent.click(trigger(canvas));
      await userEvent.click(document.body);
      await expect(screen.queryByRole('listbox')).toBeNull();
    });
  },
};
export const KeyboardPick: Story = {
  play: async ({ canvas }) => {
    trigger(canvas).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(trigger(canvas)).toHaveAccessibleName('Category Electronics & Appliances');
    await expect(trigger(canvas)).toHaveFocus();
  },
};
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await userEvent.click(trigger(canvas));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Category is required')).toBeVisible();
  },
};
export const Disabled: Story = { args: { defaultValue: 'Properties', disabled: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <Dropdown {...args} label="Empty" />
      <Dropdown {...args} label="Filled" defaultValue="Cars+Bikes" />
      <Dropdown {...args} label="With hint" hint="Where buyers will look for it" />
      <Dropdown {...args} label="Error" required error="Category is required" />
      <Dropdown {...args} label="Disabled" defaultValue="Properties" disabled />
    </>
  ),
};
