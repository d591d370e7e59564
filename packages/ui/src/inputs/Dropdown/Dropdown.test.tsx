import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Dropdown } from './Dropdown';

const options = [
  { value: 'Mobiles+Tablets', label: 'Mobiles & Tablets' },
  { value: 'Cars+Bikes', label: 'Cars & Bikes' },
  { value: 'Properties', label: 'Properties' },
];

function Category({ onChange = () => {} }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Dropdown
        label="Category"
        required
        options={options}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <p>Outside</p>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Category/ });

test('opens and closes on click', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Category />);
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger());
  expect(screen.getByRole('listbox', { name: 'Category' })).toBeInTheDocument();
  await user.click(trigger());
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('closes on an outside click and on Escape, giving focus back to its button', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Category />);
  await user.click(trigger());
  await user.click(screen.getByText('Outside'));
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await user.click(trigger());
  expect(screen.getByRole('option', { name: 'Mobiles & Tablets' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(trigger()).toHaveFocus();
});

test('keyboard only: arrows move, Enter picks, the button shows the choice', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Category onChange={onChange} />);
  await user.tab();
  expect(trigger()).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenCalledWith('Properties');
  expect(trigger()).toHaveFocus();
  expect(trigger()).toHaveAccessibleName('Category Properties');
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('option', { name: 'Properties' })).toHaveFocus();
});

test('closing with nothing picked shows the required message', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Category />);
  await user.click(trigger());
  await user.keyboard('{Escape}');
  expect(trigger()).toHaveAccessibleDescription('Category is required');
});
