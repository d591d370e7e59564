import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatComposer } from './ChatComposer';

const meta = {
  title: 'Marketplace/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const EnterSends: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '  Is the price negotiable?  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Is the price negotiable?');
    await expect(box).toHaveValue('');
  },
};

export const ShiftEnterNewLine: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Namaste!{Shift>}{Enter}{/Shift}Is it still available?');
    await expect(box).toHaveValue('Namaste!\nIs it still available?');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ChatComposer {...args} />
      <ChatComposer {...args} placeholder="Ask Arjun about the bike" />
      <ChatComposer {...args} disabled placeholder="You are offline" />
    </div>
  ),
};
