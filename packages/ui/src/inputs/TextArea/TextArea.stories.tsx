import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { TextArea } from './TextArea';

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { label: 'Description' },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Condition, age, reason for selling' } };
export const Filled: Story = {
  args: { defaultValue: 'Single owner, 32,000 km, full service history.\nInsurance valid till March.' },
};
export const Error: Story = { args: { error: 'Description is required', required: true } };
export const Disabled: Story = { args: { defaultValue: 'Single owner', disabled: true } };
export const Required: Story = {
  args: { required: true, hint: 'Buyers read this first' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Description' });
    await expect(box.getBoundingClientRect().height).toBe(100);
    await userEvent.click(box);
    await userEvent.tab();
    await expect(box).toHaveAccessibleDescription('Description is required Buyers read this first');
    await userEvent.type(box, 'Good condition');
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <TextArea {...args} label="Empty" placeholder="Placeholder" />
      <TextArea {...args} label="Filled" defaultValue="Single owner, 32,000 km." />
      <TextArea {...args} label="Error" error="Description is required" required />
      <TextArea {...args} label="Disabled" defaultValue="Single owner" disabled />
    </>
  ),
};
