import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../inputs/Button';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogText } from './confirmDialogText';

const onConfirm = fn();

/** A trigger and its dialog: the story owns the open state. */
function DeleteAd({
  pending = false,
  defaultOpen = false,
  cancel,
  error,
}: {
  pending?: boolean;
  /** A server error shown in the dialog. */
  error?: string;
  defaultOpen?: boolean;
  /** The Cancel button's words, as a translated catalogue passes them. */
  cancel?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this ad?"
        description="Royal Enfield Classic 350 will no longer be shown to buyers. This cannot be undone."
        confirmLabel="Delete ad"
        pending={pending}
        error={error}
        text={cancel ? { cancel } : undefined}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Marketplace/ConfirmDialog',
  component: DeleteAd,
  parameters: { screenshot: { target: 'body' } },
} satisfies Meta<typeof DeleteAd>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CancelKeepsTheAd: Story = {
  tags: ['!visual'],
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await step('opening starts on Cancel, the safe choice', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete this ad?' });
      await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
      await expect(screen.getByRole('button', { name: confirmDialogText.cancel })).toHaveFocus();
    });
    await step('Escape cancels and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(trigger).toHaveFocus();
      await expect(onConfirm).not.toHaveBeenCalled();
    });
  },
};

export const ConfirmDeletes: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    onConfirm.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ad' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus());
  },
};

/** A caller's own words for Cancel (a Hindi catalogue) replace the kit's. */
export const TranslatedCancel: Story = {
  args: { defaultOpen: true, cancel: 'रद्द करें' },
  tags: ['!visual'],
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this ad?' });
    await expect(screen.getByRole('button', { name: 'रद्द करें' })).toHaveFocus();
    await expect(dialog).not.toHaveTextContent(confirmDialogText.cancel);
  },
};

/** The confirmed action is running. */
export const Pending: Story = {
  args: { defaultOpen: true, pending: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Delete ad' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const AllStates: Story = {
  args: { defaultOpen: true },
  parameters: { screenshot: { target: 'body', widths: [360, 1280] } },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};

/** The server refused (the owner's wallet is short): the dialog stays open and says why. */
export const ServerRefused: Story = {
  tags: ['!visual'],
  args: { defaultOpen: true, error: 'The wallet holds ₹120; this needs ₹245.' },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The wallet holds ₹120; this needs ₹245.');
    await expect(screen.getByRole('alertdialog', { name: 'Delete this ad?' })).toContainElement(alert);
  },
};
