import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { OtpInput } from './OtpInput';

function Otp({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <OtpInput
      label="OTP"
      required
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

test('six boxes in a group named by the label', () => {
  renderWithTheme(<Otp />);
  expect(screen.getByRole('group', { name: 'OTP' })).toBeInTheDocument();
  expect(screen.getAllByRole('textbox')).toHaveLength(6);
});

test('typing auto-advances; non-digits are ignored', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Otp onChange={onChange} />);
  await user.click(box(1));
  await user.keyboard('1x2');
  expect(box(3)).toHaveFocus();
  expect(onChange).toHaveBeenLastCalledWith('12');
  await user.keyboard('x');
  expect(box(3)).toHaveValue('');
  await user.keyboard('3456');
  expect(onChange).toHaveBeenLastCalledWith('123456');
  expect(box(6)).toHaveValue('6');
});

test('paste fills every box', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Otp onChange={onChange} />);
  await user.click(box(3));
  await user.paste('Your OTP is 482 913');
  expect(onChange).toHaveBeenLastCalledWith('482913');
  expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('482913');
  expect(box(6)).toHaveFocus();
});

test('Backspace clears the box, then goes back', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Otp onChange={onChange} />);
  await user.click(box(1));
  await user.keyboard('123');
  expect(box(4)).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(onChange).toHaveBeenLastCalledWith('12');
  expect(box(3)).toHaveFocus();
  await user.keyboard('{Backspace}{Backspace}');
  expect(onChange).toHaveBeenLastCalledWith('');
  expect(box(1)).toHaveFocus();
});

test('required: "OTP is required" once focus leaves the boxes', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Otp />);
  await user.click(box(1));
  await user.tab();
  expect(box(2)).toHaveFocus();
  expect(box(1)).not.toHaveAttribute('aria-invalid');
  await user.click(document.body);
  expect(box(1)).toHaveAccessibleDescription('OTP is required');
});

test('a new code typed over an old one replaces it box by box', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<OtpInput label="OTP" defaultValue="111111" onChange={onChange} />);
  await user.click(box(1));
  await user.keyboard('123456');
  expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('123456');
  expect(onChange).toHaveBeenLastCalledWith('123456');
  expect(box(6)).toHaveFocus();
});
