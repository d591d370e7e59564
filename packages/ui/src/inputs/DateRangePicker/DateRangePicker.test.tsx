import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import type { DateRangeValue } from '../../validation/rules';
import { DateRangePicker } from './DateRangePicker';

const today = new Date(2026, 2, 10);

function Dates({ onChange = () => {}, required }: { onChange?: (v: DateRangeValue) => void; required?: boolean }) {
  const [value, setValue] = useState<DateRangeValue>({});
  return (
    <>
      <DateRangePicker
        label="Featured dates"
        today={today}
        minDate={today}
        required={required}
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
const trigger = () => screen.getByRole('button', { name: /^Featured dates/ });

test('two clicks pick start and end as MM-DD-YYYY, then the panel closes', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Dates onChange={onChange} />);
  await user.click(trigger());
  expect(screen.getByRole('dialog', { name: 'Choose dates' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^12 March 2026/ }));
  expect(onChange).toHaveBeenLastCalledWith({ start: '03-12-2026', end: undefined });
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^15 March 2026/ }));
  expect(onChange).toHaveBeenLastCalledWith({ start: '03-12-2026', end: '03-15-2026' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger()).toHaveAccessibleName('Featured dates 03-12-2026 – 03-15-2026');
  expect(trigger()).toHaveFocus();
});

test('minDate disables earlier days', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Dates />);
  await user.click(trigger());
  expect(screen.getByRole('button', { name: /^9 March 2026/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /^10 March 2026/ })).toBeEnabled();
});

test('closes on Escape and outside click; required needs both ends', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Dates required />);
  await user.click(trigger());
  await user.click(screen.getByRole('button', { name: /^12 March 2026/ }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger()).toHaveFocus();
  expect(trigger()).toHaveAccessibleDescription('Featured dates is required');
  await user.click(trigger());
  await user.click(screen.getByText('Outside'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
