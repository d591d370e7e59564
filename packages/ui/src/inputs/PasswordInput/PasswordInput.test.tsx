import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { messages } from '../../validation/messages';
import { PasswordInput } from './PasswordInput';

function Login() {
  const [value, setValue] = useState('');
  return <PasswordInput label="Password" rules={['loginPassword']} value={value} onChange={setValue} />;
}

test('Show/Hide reveals the password and keeps focus on the toggle', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Login />);
  const input = screen.getByLabelText('Password', { selector: 'input' });
  await user.type(input, 's3cret');
  expect(input).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');
  expect(input).toHaveValue('s3cret');
  expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(input).toHaveAttribute('type', 'password');
});

test('loginPassword rule: "Password is required" after leaving it empty', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Login />);
  await user.click(screen.getByLabelText('Password', { selector: 'input' }));
  await user.tab();
  expect(screen.getByText(messages.loginPasswordRequired)).toBeVisible();
});
