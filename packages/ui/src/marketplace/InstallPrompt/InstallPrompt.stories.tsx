import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InstallPrompt } from './InstallPrompt';

const meta = {
  title: 'Marketplace/InstallPrompt',
  component: InstallPrompt,
  args: { onInstall: fn(), onDismiss: fn() },
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof InstallPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After a first message or a posted ad: Install has focus; Not now and Escape dismiss. */
export const Offer: Story = {
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('region', { name: 'Install Haat' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Install' })).toHaveFocus();
    await step('Install asks the caller to show the browser’s sheet', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onInstall).toHaveBeenCalledOnce();
    });
    await step('Escape is Not now', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onDismiss).toHaveBeenCalledOnce();
    });
  },
};
