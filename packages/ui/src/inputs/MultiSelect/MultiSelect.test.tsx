import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { MultiSelect } from './MultiSelect';

const options = [
  { value: 'petrol', label: 'Petrol' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'cng', label: 'CNG' },
  { value: 'electric', label: 'Electric' },
];

function Fuel({ onChange = () => {} }: { onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <MultiSelect
      label="Fuel"
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
const trigger = () => screen.getByRole('button', { name: /^Fuel/ });

test('ticks several choices, in the options order, and sums them up on the button', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Fuel onChange={onChange} />);
  await user.click(trigger());
  await user.click(screen.getByRole('checkbox', { name: 'CNG' }));
  await user.click(screen.getByRole('checkbox', { name: 'Petrol' }));
  expect(onChange).toHaveBeenLastCalledWith(['petrol', 'cng']);
  await user.keyboard('{Escape}');
  expect(trigger()).toHaveFocus();
  expect(trigger()).toHaveAccessibleName('Fuel Petrol, CNG');
  await user.click(trigger());
  await user.click(screen.getByRole('checkbox', { name: 'Diesel' }));
  await user.keyboard('{Escape}');
  expect(trigger()).toHaveAccessibleName('Fuel 3 selected');
});

test('multiRequired: "Fuel is required" once closed with nothing ticked', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Fuel />);
  await user.click(trigger());
  await user.keyboard(' '); // focus starts on the first checkbox: tick it
  await user.keyboard(' '); // and untick it
  await user.keyboard('{Escape}');
  expect(trigger()).toHaveAccessibleDescription('Fuel is required');
});
