import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { NumberInput } from './NumberInput';

function Price({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <NumberInput
      label="Price"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

test('typed non-digits never appear', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Price onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Price' });
  await user.type(input, '1a2-b.3 e4');
  expect(input).toHaveValue('1234');
  expect(onChange.mock.calls.every(([v]) => /^\d*$/.test(v))).toBe(true);
});

test('pasted text keeps only its digits', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Price />);
  const input = screen.getByRole('textbox', { name: 'Price' });
  await user.click(input);
  await user.paste('₹ 1,20,000');
  expect(input).toHaveValue('120000');
});

test('maxLength caps pasted digits too, and the keyboard is numeric', async () => {
  const user = userEvent.setup();
  renderWithTheme(<NumberInput label="Pincode" defaultValue="" maxLength={6} />);
  const input = screen.getByRole('textbox', { name: 'Pincode' });
  expect(input).toHaveAttribute('inputmode', 'numeric');
  await user.click(input);
  await user.paste('411 001 99');
  expect(input).toHaveValue('411001');
});
