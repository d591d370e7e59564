import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../inputs/Button';
import { TextField } from '../../inputs/TextField';
import { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
import { reasonDialogText } from './reasonDialogText';

const onConfirm = fn();

/** A trigger and its dialog, as an admin screen has them: the story owns the open state. */
function BlockUser({
  defaultOpen = false,
  title = 'Block Ravi Kumar?',
  description = 'Ravi can no longer sign in, post ads or chat, and his ads are hidden.',
  confirmLabel = 'Block user',
  trigger = 'Block',
  ...props
}: Partial<Omit<ReasonDialogProps, 'open' | 'onOpenChange' | 'onConfirm'>> & {
  defaultOpen?: boolean;
  /** The button that opens the dialog. */
  trigger?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <ReasonDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={(reason) => {
          onConfirm(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Marketplace/ReasonDialog',
  component: BlockUser,
  parameters: { screenshot: { target: 'body' } },
} satisfies Meta<typeof BlockUser>;
export default meta;
type Story = StoryObj<typeof meta>;

const tooShort = 'Enter a reason of at least 3 characters.';

/** Opening the dialog puts the admin straight in the reason field, told who will read it. */
export const OpensOnTheReason: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ravi Kumar?' });
    await expect(dialog).toHaveAccessibleDescription(/can no longer sign in/);
    const field = within(dialog).getByRole('textbox', { name: reasonDialogText.label });
    await expect(field).toHaveFocus();
    await expect(field).toBeRequired();
    await expect(field).toHaveAccessibleDescription(reasonDialogText.hint);
    await expect(field).toHaveValue('');
  },
};

/** Too short a reason is refused: the message is tied to the field and focus stays in it. */
export const TooShort: Story = {
  args: { defaultOpen: true },
  play: async () => {
    onConfirm.mockClear();
    const field = await screen.findByRole('textbox', { name: reasonDialogText.label });
    await userEvent.type(field, 'no');
    await userEvent.click(screen.getByRole('button', { name: 'Block user' }));
    await expect(onConfirm).not.toHaveBeenCalled();
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(`${tooShort} ${reasonDialogText.hint}`);
    await expect(field).toHaveFocus();
  },
};

/** The admin explains, confirms, and the caller gets the reason without the spaces around it. */
export const ConfirmSendsTheTrimmedReason: Story = {
  tags: ['!visual'],
  play: async ({ canvas, step }) => {
    onConfirm.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Block' });
    await userEvent.click(trigger);
    const field = await screen.findByRole('textbox', { name: reasonDialogText.label });
    await step('spaces alone are not a reason', async () => {
      await userEvent.type(field, '   ');
      await userEvent.click(screen.getByRole('button', { name: 'Block user' }));
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${tooShort}`));
      await expect(onConfirm).not.toHaveBeenCalled();
    });
    await step('the message goes once the reason is long enough', async () => {
      await userEvent.type(field, 'Posted the same fake ad in 12 cities  ');
      await expect(field).not.toBeInvalid();
      await expect(field).toHaveAccessibleDescription(reasonDialogText.hint);
    });
    await step('confirming sends the trimmed reason, closes, and focus is back on Block', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Block user' }));
      await expect(onConfirm).toHaveBeenCalledWith('Posted the same fake ad in 12 cities');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** Escape and Cancel both close without acting; each opening starts with an empty reason. */
export const EscapeAndCancelClose: Story = {
  tags: ['!visual'],
  play: async ({ canvas, step }) => {
    onConfirm.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Block' });
    await step('Escape closes and focus returns to Block', async () => {
      await userEvent.click(trigger);
      await userEvent.type(await screen.findByRole('textbox', { name: reasonDialogText.label }), 'Spam');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
    });
    await step('opening again starts empty, without a message', async () => {
      await userEvent.keyboard('{Enter}');
      const field = await screen.findByRole('textbox', { name: reasonDialogText.label });
      await expect(field).toHaveValue('');
      await expect(field).not.toBeInvalid();
      await expect(field).toHaveFocus();
    });
    await step('Cancel closes too', async () => {
      await userEvent.click(screen.getByRole('button', { name: reasonDialogText.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
      await expect(onConfirm).not.toHaveBeenCalled();
    });
  },
};

/** The action is running: Confirm is busy and the reason stays as sent. */
export const Pending: Story = {
  args: { defaultOpen: true, pending: true },
  play: async () => {
    onConfirm.mockClear();
    const confirm = await screen.findByRole('button', { name: 'Block user' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole('textbox', { name: reasonDialogText.label })).toHaveAttribute('readonly');
  },
};

/** The server refused: its message is announced inside the dialog, which stays open. */
export const ServerError: Story = {
  args: { defaultOpen: true, error: 'Ravi Kumar is already blocked. Reload the page to see the latest.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Block Ravi Kumar?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Ravi Kumar is already blocked.');
  },
};

/** An action that is not destructive (crediting a wallet) gets the primary button. */
export const PrimaryTone: Story = {
  args: {
    defaultOpen: true,
    trigger: 'Adjust wallet',
    title: 'Credit ₹150 to Priya Nair?',
    description: 'The amount is added to her wallet and shown on her statement with this reason.',
    confirmLabel: 'Credit ₹150',
    tone: 'primary',
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Credit ₹150 to Priya Nair?' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Credit ₹150' })).toBeEnabled();
  },
};

/** A caller's catalogue (Hindi) replaces the dialog's own words. */
export const Translated: Story = {
  tags: ['!visual'],
  args: {
    defaultOpen: true,
    minLength: 10,
    text: {
      label: 'कारण',
      hint: 'प्रभावित व्यक्ति इसे देखेगा।',
      tooShort: 'कम से कम {min} अक्षरों में कारण लिखें।',
      cancel: 'रद्द करें',
    },
  },
  play: async () => {
    const field = await screen.findByRole('textbox', { name: 'कारण' });
    await userEvent.type(field, 'स्पैम');
    await userEvent.click(screen.getByRole('button', { name: 'Block user' }));
    await expect(field).toHaveAccessibleDescription('कम से कम 10 अक्षरों में कारण लिखें। प्रभावित व्यक्ति इसे देखेगा।');
    await expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  },
};

/** The dialog with everything it can show at once: the field's message and a server error. */
export const AllStates: Story = {
  args: { defaultOpen: true, error: 'Ravi Kumar is already blocked. Reload the page to see the latest.' },
  parameters: { screenshot: { target: 'body', widths: [360, 1280] } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Block user' }));
    await expect(screen.getByRole('textbox', { name: reasonDialogText.label })).toBeInvalid();
  },
};

/** An action that needs more than a reason (a wallet adjustment): its field comes first and has focus. */
export const WithAnotherField: Story = {
  tags: ['!visual'],
  args: {
    defaultOpen: true,
    title: 'Adjust Priya Nair’s wallet',
    description: undefined,
    confirmLabel: 'Adjust wallet',
    tone: 'primary',
    children: <TextField label="Amount in rupees" hint="Use − for a debit." inputMode="decimal" />,
  },
  play: async () => {
    const amount = await screen.findByRole('textbox', { name: 'Amount in rupees' });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(screen.getByRole('textbox', { name: reasonDialogText.label })).toBeVisible();
  },
};
