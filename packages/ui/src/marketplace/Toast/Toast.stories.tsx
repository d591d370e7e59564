import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../inputs/Button';
import { Toast, Toaster } from './Toast';
import { createToaster } from './toaster';

const meta = {
  title: 'Marketplace/Toast',
  component: Toast,
  args: { message: 'Could not load the latest ads. Please check your connection.', tone: 'error' },
  decorators: [(Story) => <div style={{ maxWidth: 440, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {};
export const Success: Story = {
  args: { message: 'Your ad is live. It will show in Fresh Postings.', tone: 'success' },
};
export const Dismissible: Story = { args: { tone: 'info', message: 'You have 2 new messages.', onDismiss: () => {} } };

/** A page with a toaster: toasts stay until dismissed (auto-dismiss off) so the screenshot is stable. */
function ToasterDemo() {
  const [toaster] = useState(() => createToaster({ autoDismissMs: null }));
  return (
    <div style={{ minHeight: 320 }}>
      <Button onClick={() => toaster.show({ message: 'Servers are busy, Try after sometime', tone: 'error' })}>
        Show error
      </Button>{' '}
      <Button variant="secondary" onClick={() => toaster.show({ message: 'Ad saved to favourites', tone: 'success' })}>
        Show success
      </Button>
      <Toaster toaster={toaster} />
    </div>
  );
}

export const WithToaster: Story = {
  render: () => <ToasterDemo />,
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvas, step }) => {
    const region = canvas.getByRole('status', { name: 'Notifications' });
    await step('two toasts appear without taking focus', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
      await expect(within(region).getByText('Servers are busy, Try after sometime')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Show success' })).toHaveFocus();
    });
    await step('dismiss the success toast', async () => {
      const buttons = within(region).getAllByRole('button', { name: 'Dismiss' });
      await userEvent.click(buttons[1]!);
      await waitFor(() => expect(within(region).queryByText('Ad saved to favourites')).toBeNull());
    });
  },
};
