import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../inputs/Button';
import { DeleteAccountDialog, type DeleteAccountDialogProps } from './DeleteAccountDialog';
import { defaultDeleteAccountDialogText as text } from './deleteAccountDialogText';

const onConfirm = fn();
const onSendOtp = fn();

/** My Account's button and its dialog: the story owns the open state. */
function DeleteAccount({
  defaultOpen = false,
  proof = 'password',
  ...props
}: Partial<Omit<DeleteAccountDialogProps, 'open' | 'onOpenChange' | 'onConfirm'>> & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <DeleteAccountDialog
        {...props}
        proof={proof}
        open={open}
        onOpenChange={setOpen}
        onSendOtp={onSendOtp}
        onConfirm={onConfirm}
      />
    </>
  );
}

const meta = {
  title: 'Marketplace/DeleteAccountDialog',
  component: DeleteAccount,
  parameters: { screenshot: { target: 'body', widths: [360, 1280] } },
} satisfies Meta<typeof DeleteAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening it says what happens and puts the owner in the password field. */
export const OpensOnThePassword: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await expect(dialog).toHaveAccessibleDescription(text.description);
    await waitFor(() => expect(screen.getByLabelText(text.password)).toHaveFocus());
    await expect(screen.getByRole('heading', { name: text.happensTitle })).toBeVisible();
  },
};

/** Continue with nothing typed: the message is tied to the field, and nothing is deleted. */
export const PasswordMissing: Story = {
  tags: ['!visual'],
  args: { defaultOpen: true },
  play: async () => {
    onConfirm.mockClear();
    await userEvent.click(await screen.findByRole('button', { name: text.continue }));
    const password = screen.getByLabelText(text.password);
    await expect(password).toBeInvalid();
    await expect(password).toHaveAccessibleDescription(text.passwordRequired);
    await expect(onConfirm).not.toHaveBeenCalled();
  },
};

/** The final question opens on Back; only its danger button deletes. */
export const FinalQuestion: Story = {
  tags: ['!visual'],
  args: { defaultOpen: true },
  play: async ({ step }) => {
    onConfirm.mockClear();
    await step('type the password and go on', async () => {
      await userEvent.type(await screen.findByLabelText(text.password), 'secret-pass-1');
      await userEvent.click(screen.getByRole('button', { name: text.continue }));
    });
    await step('the question, on Back', async () => {
      await expect(await screen.findByText(text.finalQuestion)).toBeVisible();
      await waitFor(() => expect(screen.getByRole('button', { name: text.back })).toHaveFocus());
    });
    await step('delete', async () => {
      await userEvent.click(screen.getByRole('button', { name: text.confirm }));
      await expect(onConfirm).toHaveBeenCalledWith({ password: 'secret-pass-1', forfeit_balance: false });
    });
  },
};

/** Money in the wallet: a tick gives it up, or Cancel to withdraw it first. */
export const WithABalance: Story = {
  tags: ['!visual'],
  args: { defaultOpen: true, balance: '₹500' },
  play: async () => {
    await userEvent.type(await screen.findByLabelText(text.password), 'secret-pass-1');
    await userEvent.click(screen.getByRole('button', { name: text.continue }));
    const tick = screen.getByRole('checkbox', { name: 'Give up my wallet balance of ₹500' });
    await expect(tick).toBeInvalid();
    await userEvent.click(tick);
    await expect(tick).toBeValid();
  },
};

/** An account without a password proves itself with a texted code. */
export const WithAnOtp: Story = {
  args: { defaultOpen: true, proof: 'otp', otpStatus: 'sent' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: text.resendOtp })).toBeVisible();
  },
};

/** Every part at once: the list, the password with the server's message, the balance and an error. */
export const AllStates: Story = {
  args: {
    defaultOpen: true,
    balance: '₹1,250',
    errors: { password: 'That password is wrong.', detail: 'Something went wrong. Please try again.' },
  },
  play: async () => {
    await expect(await screen.findByLabelText(text.password)).toBeInvalid();
  },
};
