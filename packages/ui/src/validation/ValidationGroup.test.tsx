import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Checkbox } from '../inputs/Checkbox';
import { PhoneInput } from '../inputs/PhoneInput';
import { TextField } from '../inputs/TextField';
import { renderWithTheme } from '../test/renderWithTheme';
import { messages } from './messages';
import { useValidationGroup } from './useValidationGroup';
import { ValidationGroup } from './ValidationGroup';
import type { ValidationGroupHandle } from './ValidationGroupContext';

function SubmitButton({ onResult }: { onResult: (valid: boolean) => void }) {
  const group = useValidationGroup();
  return (
    <button type="button" onClick={() => onResult(group.validate())}>
      Submit
    </button>
  );
}

function SignUp({ onResult }: { onResult: (valid: boolean) => void }) {
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [terms, setTerms] = useState(false);
  return (
    <ValidationGroup>
      <TextField label="Full name" rules={['name']} value={name} onChange={setName} />
      <PhoneInput label="Mobile" defaultCountry="IN" rules={['mobile']} value={mobile} onChange={setMobile} />
      <Checkbox label="I accept the terms" rules={['terms']} value={terms} onChange={setTerms} />
      <SubmitButton onResult={onResult} />
    </ValidationGroup>
  );
}

describe('ValidationGroup', () => {
  test('validate() shows every error at once, focuses the first invalid field and returns false', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderWithTheme(<SignUp onResult={onResult} />);
    expect(screen.queryByText(messages.nameRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onResult).toHaveBeenLastCalledWith(false);
    expect(screen.getByText(messages.nameRequired)).toBeVisible();
    expect(screen.getByText(messages.mobileRequired)).toBeVisible();
    expect(screen.getByText(messages.termsRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(messages.nameRequired);
  });

  test('focuses the first invalid field in DOM order, not registration order', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderWithTheme(<SignUp onResult={onResult} />);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText(messages.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveFocus();
  });

  test('errors clear as fields become valid, and validate() then returns true', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderWithTheme(<SignUp onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Asha Verma');
    expect(screen.queryByText(messages.nameRequired)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '98765');
    expect(screen.getByText(messages.mobileInvalid)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '43210');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    expect(screen.queryByRole('textbox', { description: /./ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenLastCalledWith(true);
  });

  test('a ref gives validate() and reset() to a handler outside the group', async () => {
    const user = userEvent.setup();
    let valid: boolean | undefined;
    function Outside() {
      const group = useRef<ValidationGroupHandle>(null);
      return (
        <>
          <ValidationGroup ref={group}>
            <TextField label="Title" required />
          </ValidationGroup>
          <button type="button" onClick={() => (valid = group.current?.validate())}>
            Post
          </button>
          <button type="button" onClick={() => group.current?.reset()}>
            Reset
          </button>
        </>
      );
    }
    renderWithTheme(<Outside />);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(valid).toBe(false);
    expect(screen.getByText('Title is required')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  test('useValidationGroup() outside a group has nothing to check', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderWithTheme(<SubmitButton onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith(true);
  });
});
