import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { DatePicker } from './DatePicker';

const today = new Date(2026, 2, 10); // 10 March 2026

function Available({ onChange = () => {} }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DatePicker
        label="Available from"
        today={today}
        minDate="03-08-2026"
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
const trigger = () => screen.getByRole('button', { name: /^Available from/ });

test('picks a day and stores it as MM-DD-YYYY; the panel closes and focus returns', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Available onChange={onChange} />);
  expect(trigger()).toHaveTextContent('MM-DD-YYYY');
  await user.click(trigger());
  expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^14 March 2026/ }));
  expect(onChange).toHaveBeenCalledWith('03-14-2026');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger()).toHaveAccessibleName('Available from 03-14-2026');
  expect(trigger()).toHaveFocus();
});

test('days before minDate are disabled', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Available />);
  await user.click(trigger());
  expect(screen.getByRole('button', { name: /^7 March 2026/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /^8 March 2026/ })).toBeEnabled();
});

test('closes on Escape and on an outside click', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Available />);
  await user.click(trigger());
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger()).toHaveFocus();
  await user.click(trigger());
  await user.click(screen.getByText('Outside'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('keyboard only: focus lands on today, arrows move, Enter picks', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Available onChange={onChange} />);
  await user.tab();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: /^10 March 2026/ })).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenCalledWith('03-18-2026');
});
