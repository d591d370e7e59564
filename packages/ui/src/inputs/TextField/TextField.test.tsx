import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { messages } from '../../validation/messages';
import { TextField } from './TextField';

function Controlled(props: Partial<React.ComponentProps<typeof TextField>>) {
  const [value, setValue] = useState('');
  return <TextField label="Title" value={value} onChange={setValue} {...props} />;
}

describe('TextField', () => {
  test('calls onChange with the next text, not an event', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<TextField label="Title" value="" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  test('the hint describes the input; an error comes first and sets aria-invalid', () => {
    renderWithTheme(<TextField label="Title" hint="Shown on the ad" error="Too short" value="x" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short Shown on the ad');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(ids[0]!)).toHaveTextContent('Too short');
    expect(document.getElementById(ids[1]!)).toHaveTextContent('Shown on the ad');
  });

  test('required: native required, and "{label} is required" after leaving the field empty', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled required />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription('Title is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'Honda City');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('type="email" checks the address once the user leaves the field', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'asha@');
    expect(screen.queryByText(messages.emailInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(messages.emailInvalid)).toBeVisible();
    await user.type(input, 'example.com');
    expect(screen.queryByText(messages.emailInvalid)).not.toBeInTheDocument();
  });

  test('ref reaches the native input; native props are spread onto it', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField label="City" ref={ref} placeholder="e.g. Pune" maxLength={18} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'City' }));
    expect(ref.current).toHaveAttribute('placeholder', 'e.g. Pune');
    expect(ref.current).toHaveAttribute('maxlength', '18');
  });

  test('disabled', () => {
    renderWithTheme(<TextField label="City" disabled />);
    expect(screen.getByRole('textbox', { name: 'City' })).toBeDisabled();
  });
});
