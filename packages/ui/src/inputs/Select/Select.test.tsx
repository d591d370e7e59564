import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Select } from './Select';

const options = [
  { value: '-created_on', label: 'Most Recent' },
  { value: 'price', label: 'Price Low to High' },
  { value: '-price', label: 'Price High to Low' },
];

function Sort({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Sort by"
      required
      options={options}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

test('a native select: picks with onChange(value) and says "{label} is required" when left empty', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Sort onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Sort by' });
  expect(select).toBeRequired();
  await user.click(select);
  await user.tab();
  expect(select).toHaveAccessibleDescription('Sort by is required');
  await user.selectOptions(select, 'Price High to Low');
  expect(onChange).toHaveBeenLastCalledWith('-price');
  expect(select).not.toHaveAttribute('aria-invalid');
});
