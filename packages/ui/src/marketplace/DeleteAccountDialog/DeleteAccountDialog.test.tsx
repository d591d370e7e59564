import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { Button } from '../../inputs/Button';
import { renderWithTheme } from '../../test/renderWithTheme';
import { DeleteAccountDialog, type DeleteAccountDialogProps, type DeleteAccountInput } from './DeleteAccountDialog';
import { defaultDeleteAccountDialogText as text } from './deleteAccountDialogText';

type Props = Partial<Omit<DeleteAccountDialogProps, 'open' | 'onOpenChange'>>;

function DeleteAccount({ onConfirm = () => undefined, proof = 'password', ...props }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <DeleteAccountDialog {...props} proof={proof} open={open} onOpenChange={setOpen} onConfirm={onConfirm} />
    </>
  );
}

const openIt = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: text.title });
};

test('says what happens, starts in the password, and deletes only after the final question', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn<(input: DeleteAccountInput) => void>();
  renderWithTheme(<DeleteAccount onConfirm={onConfirm} />);
  const dialog = await openIt(user);
  expect(dialog).toHaveAccessibleDescription(text.description);
  expect(screen.getByRole('list').textContent).toContain(text.identityErased);
  const password = screen.getByLabelText(text.password);
  expect(password).toHaveFocus();

  await user.click(screen.getByRole('button', { name: text.continue }));
  expect(password).toBeInvalid();
  expect(password).toHaveAccessibleDescription(text.passwordRequired);
  expect(password).toHaveFocus();

  await user.type(password, 'secret-pass-1');
  await user.click(screen.getByRole('button', { name: text.continue }));
  expect(await screen.findByText(text.finalQuestion)).toBeVisible();
  expect(onConfirm).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(screen.getByRole('button', { name: text.back })).toHaveFocus());
  await user.click(screen.getByRole('button', { name: text.confirm }));
  expect(onConfirm).toHaveBeenCalledWith({ password: 'secret-pass-1', forfeit_balance: false });
});

test('a wallet balance must be given up with a tick before going on', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn<(input: DeleteAccountInput) => void>();
  renderWithTheme(<DeleteAccount onConfirm={onConfirm} balance="₹500" />);
  await openIt(user);
  await user.type(screen.getByLabelText(text.password), 'secret-pass-1');
  await user.click(screen.getByRole('button', { name: text.continue }));
  const tick = screen.getByRole('checkbox', { name: 'Give up my wallet balance of ₹500' });
  expect(tick).toBeInvalid();
  expect(tick).toHaveAccessibleDescription(`${text.forfeitRequired} ${text.forfeitHint}`);
  await user.click(tick);
  await user.click(screen.getByRole('button', { name: text.continue }));
  await user.click(await screen.findByRole('button', { name: text.confirm }));
  expect(onConfirm).toHaveBeenCalledWith({ password: 'secret-pass-1', forfeit_balance: true });
});

test('a refusal from the server brings the form back with the message on its field', async () => {
  const user = userEvent.setup();
  function Refused() {
    const [errors, setErrors] = useState<DeleteAccountDialogProps['errors']>();
    return <DeleteAccount onConfirm={() => setErrors({ password: 'That password is wrong.' })} errors={errors} />;
  }
  renderWithTheme(<Refused />);
  await openIt(user);
  await user.type(screen.getByLabelText(text.password), 'wrong-one');
  await user.click(screen.getByRole('button', { name: text.continue }));
  await user.click(await screen.findByRole('button', { name: text.confirm }));
  const password = await screen.findByLabelText(text.password);
  expect(password).toHaveAccessibleDescription('That password is wrong.');
});

test('an account without a password asks for a texted code', async () => {
  const user = userEvent.setup();
  const onSendOtp = vi.fn();
  renderWithTheme(<DeleteAccount proof="otp" onSendOtp={onSendOtp} />);
  await openIt(user);
  expect(screen.queryByLabelText(text.password)).toBeNull();
  await user.click(screen.getByRole('button', { name: text.sendOtp }));
  expect(onSendOtp).toHaveBeenCalledOnce();
});

test('Cancel closes and focus goes back to the trigger', async () => {
  const user = userEvent.setup();
  renderWithTheme(<DeleteAccount />);
  await openIt(user);
  await user.click(screen.getByRole('button', { name: text.cancel }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
});
