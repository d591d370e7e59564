import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryColumn, StoryGrid } from '../../test/StoryGrid';
import { TagInput } from './TagInput';

const meta = {
  title: 'Inputs/TagInput',
  component: TagInput,
  args: { label: 'Keywords', placeholder: 'Add a keyword' },
  decorators: [(Story) => <StoryColumn>{Story()}</StoryColumn>],
} satisfies Meta<typeof TagInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const tags = (canvas: { queryAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.queryAllByRole('listitem').map((li) => li.textContent?.replace('×', '').trim());

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: ['sofa', 'teak wood', 'recliner'] } };
export const AddWithEnterCommaBlur: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Keywords' });
    await userEvent.type(input, ' sofa {Enter}teak,');
    await userEvent.type(input, 'sofa{Enter}recliner');
    await userEvent.tab();
    await expect(tags(canvas)).toEqual(['sofa', 'teak', 'recliner']);
  },
};
export const PasteSeveral: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Keywords' }));
    await userEvent.paste('a, b, c');
    await expect(tags(canvas)).toEqual(['a', 'b', 'c']);
  },
};
export const KeyboardRemove: Story = {
  args: { defaultValue: ['sofa', 'teak', 'oak'] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Keywords' });
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(tags(canvas)).toEqual(['sofa', 'teak']);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Remove teak' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tags(canvas)).toEqual(['sofa']);
    await expect(canvas.getByRole('button', { name: 'Remove sofa' })).toHaveFocus();
  },
};
export const EmailWarnings: Story = {
  args: { label: 'Invite by email', type: 'email', defaultValue: ['asha@example.com', 'ravi@', 'meera@example.in'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove ravi@' })).toHaveAccessibleDescription(
      '(Not a valid email address)',
    );
  },
};
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Keywords' }));
    await userEvent.tab();
    await expect(canvas.getByText('Keywords is required')).toBeVisible();
  },
};
export const Disabled: Story = { args: { defaultValue: ['sofa', 'teak'], disabled: true } };

export const AllStates: Story = {
  decorators: [(Story) => <StoryGrid>{Story()}</StoryGrid>],
  render: (args) => (
    <>
      <TagInput {...args} label="Empty" />
      <TagInput {...args} label="Filled" defaultValue={['sofa', 'teak wood', 'recliner', 'three seater', 'पुणे']} />
      <TagInput {...args} label="Email" type="email" defaultValue={['asha@example.com', 'ravi@']} />
      <TagInput {...args} label="Error" required error="Keywords is required" />
      <TagInput {...args} label="Disabled" defaultValue={['sofa', 'teak']} disabled />
    </>
  ),
};
