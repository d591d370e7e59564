import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { groupIndian } from './groupIndian';
import { PriceInput } from './PriceInput';

test.each([
  ['', ''],
  ['0', '0'],
  ['007', '7'],
  ['999', '999'],
  ['1000', '1,000'],
  ['120000', '1,20,000'],
  ['1234567', '12,34,567'],
  ['100000000', '10,00,00,000'],
])('groupIndian(%j) is %j', (digits, grouped) => {
  expect(groupIndian(digits)).toBe(grouped);
});

function Price({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PriceInput
      label="Price"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

test('shows Indian grouping while the value stays digits, at most nine', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Price onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Price' });
  await user.type(input, '1a20-000');
  expect(input).toHaveValue('1,20,000');
  expect(onChange).toHaveBeenLastCalledWith('120000');
  expect(onChange.mock.calls.every(([v]) => /^\d*$/.test(v))).toBe(true);
  await user.type(input, '99999');
  expect(onChange).toHaveBeenLastCalledWith('120000999');
});

test('leading zeros never reach onChange, a lone 0 does', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Price onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Price' });
  await user.type(input, '0');
  expect(onChange).toHaveBeenLastCalledWith('0');
  await user.type(input, '07');
  expect(input).toHaveValue('7');
  expect(onChange).toHaveBeenLastCalledWith('7');
});
