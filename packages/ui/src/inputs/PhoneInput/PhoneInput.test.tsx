import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { messages } from '../../validation/messages';
import { PhoneInput, type PhoneInputProps } from '.';

function Phone({ onChange, ...props }: Partial<PhoneInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <PhoneInput
      label="Phone"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

test('offers the four countries in the spec order, +1 United States by default', () => {
  renderWithTheme(<Phone />);
  const select = screen.getByRole('combobox', { name: 'Country code' });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    '+91 India',
    '+1 United States',
    '+44 United Kingdom',
    '+1 Canada',
  ]);
  expect(select).toHaveDisplayValue('+1 United States');
});

test('defaultCountry="IN": the value is "+91 <digits>", formatted as typed, digits only, at most 10', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Phone defaultCountry="IN" onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  await user.type(input, '98x765-432109');
  expect(onChange).toHaveBeenLastCalledWith('+91 9876543210');
  expect(input).toHaveValue('98765 43210');
});

test('changing the country keeps the number; +1 Canada stays Canada', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Phone defaultCountry="IN" onChange={onChange} />);
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4165550123');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+1 Canada');
  expect(onChange).toHaveBeenLastCalledWith('+1 4165550123');
  expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+1 Canada');
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(416) 555-0123');
});

test('Backspace over a formatting character removes the digit before it', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Phone onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  await user.type(input, '201');
  expect(input).toHaveValue('(201)');
  await user.type(input, '{Backspace}');
  expect(onChange).toHaveBeenLastCalledWith('+1 20');
});

test('pasting an international number picks its country', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Phone onChange={onChange} />);
  await user.click(screen.getByRole('textbox', { name: 'Phone' }));
  await user.paste('+44 20 7946 0000');
  expect(onChange).toHaveBeenLastCalledWith('+44 2079460000');
  expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+44 United Kingdom');
});

test('fewer than 5 digits is not a phone number; empty and required says so', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Phone required />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  await user.click(input);
  await user.tab();
  expect(input).toHaveAccessibleDescription('Phone is required');
  await user.type(input, '1234');
  expect(input).toHaveAccessibleDescription(messages.phoneInvalid);
  await user.type(input, '5');
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('the mobile rule for sign-up', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Phone label="Mobile" defaultCountry="IN" rules={['mobile']} />);
  const input = screen.getByRole('textbox', { name: 'Mobile' });
  await user.type(input, '5876543210');
  await user.tab();
  expect(input).toHaveAccessibleDescription(messages.mobileInvalid);
});

test('pasting a national number with its prefix ("098765 43210") keeps the ten digits after it', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Phone defaultCountry="IN" onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  await user.click(input);
  await user.paste('098765 43210');
  expect(onChange).toHaveBeenLastCalledWith('+91 9876543210');
  expect(input).toHaveValue('98765 43210');
});

test('pasting "+91 98765 43210" into the default +1 picks India and formats the number', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithTheme(<Phone onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  await user.click(input);
  await user.paste('+91 98765 43210');
  expect(onChange).toHaveBeenLastCalledWith('+91 9876543210');
  expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+91 India');
  expect(input).toHaveValue('98765 43210');
});
