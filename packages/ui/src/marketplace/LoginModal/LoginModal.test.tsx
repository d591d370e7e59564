import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import type { Schedule } from '../Toast';
import { LoginModal, nationalDigits, type LoginModalProps } from './LoginModal';

const session = { token: 'tok-1', user: { name: 'Priya Sharma', mobile: '9876543210' } };

function setup(overrides: Partial<LoginModalProps> = {}) {
  const ticks: (() => void)[] = [];
  const schedule: Schedule = (run) => {
    ticks.push(run);
    return () => {};
  };
  const props = {
    open: true,
    onOpenChange: vi.fn(),
    requestOtp: vi.fn().mockResolvedValue({}),
    signup: vi.fn().mockResolvedValue(session),
    login: vi.fn().mockResolvedValue(session),
    updateProfile: vi.fn().mockResolvedValue({}),
    onLoggedIn: vi.fn(),
    onForgotPassword: vi.fn(),
    onDone: vi.fn(),
    resendSeconds: 2,
    schedule,
    ...overrides,
  } satisfies LoginModalProps;
  const user = userEvent.setup();
  renderWithTheme(<LoginModal {...props} />);
  return { props, user, ticks };
}

const dialog = () => screen.getByRole('dialog');

describe('LoginModal', () => {
  test('"Resend OTP" goes through resendOtp (the spec\'s POST /verify-otp/), the first send through requestOtp', async () => {
    const resendOtp = vi.fn().mockResolvedValue({});
    const { props, user, ticks } = setup({ resendOtp });
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Verify your number' })).toBeInTheDocument();
    ticks.shift()!();
    ticks.shift()!();
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(resendOtp).toHaveBeenCalledWith('9876543210');
    expect(props.requestOtp).toHaveBeenCalledTimes(1);
  });

  test('the mobile rule runs before any call, and focus starts in the mobile field', async () => {
    const { props, user } = setup();
    const mobile = screen.getByLabelText(/Mobile number/);
    expect(mobile).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(mobile).toHaveAccessibleDescription('Please enter mobile number');
    await user.type(mobile, '5123456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(mobile).toHaveAccessibleDescription('Enter valid mobile number');
    expect(props.requestOtp).not.toHaveBeenCalled();
  });

  test('sign-up saves what was typed in stage 2 and ends there: no password or name asked twice', async () => {
    const { props, user } = setup();
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByLabelText(/Digit 1/));
    await user.paste('123456');
    await user.type(screen.getByLabelText('Name'), '  Priya Sharma ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(props.signup).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Priya Sharma', password: 'secret-pass' }),
    );
    expect(props.onLoggedIn).toHaveBeenCalledWith(session);
    expect(props.onDone).toHaveBeenCalledTimes(1);
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
    expect(props.updateProfile).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Create a password' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Enter your full name' })).toBeNull();
  });

  test('an account that lacks only its name goes from stage 2 straight to stage 4', async () => {
    const accountNeeds = vi.fn().mockReturnValue(['name']);
    const { props, user } = setup({ accountNeeds });
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByLabelText(/Digit 1/));
    await user.paste('123456');
    await user.type(screen.getByLabelText('Name'), 'P');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(accountNeeds).toHaveBeenCalledWith(session);
    const fullName = await screen.findByLabelText('Full name');
    expect(fullName).toHaveFocus();
    await user.type(fullName, 'Priya Sharma');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(props.updateProfile).toHaveBeenCalledTimes(1);
    expect(props.updateProfile).toHaveBeenCalledWith({ name: 'Priya Sharma' });
    expect(props.onDone).toHaveBeenCalledTimes(1);
  });

  test('an account that lacks both: OTP → account → password → name, then done', async () => {
    const { props, user, ticks } = setup({ accountNeeds: () => ['password', 'name'] });
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.requestOtp).toHaveBeenCalledWith('9876543210');

    expect(await screen.findByRole('heading', { name: 'Verify your number' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('+91 98765 43210');
    const resend = screen.getByRole('button', { name: 'Resend OTP in 2s' });
    expect(resend).toBeDisabled();
    ticks.shift()!();
    ticks.shift()!();
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(props.requestOtp).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Resend OTP in 2s' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(within(dialog()).getByText('OTP is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('password is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Acceptance of Terms & Conditions is required')).toBeInTheDocument();
    expect(props.signup).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText(/Digit 1/));
    await user.paste('123456');
    await user.type(screen.getByLabelText('Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(props.signup).toHaveBeenCalledWith({
      mobile: '9876543210',
      otp: '123456',
      name: 'Priya Sharma',
      password: 'secret-pass',
      terms: true,
      user_type: 'CUSTOMER',
    });
    expect(props.onLoggedIn).toHaveBeenCalledWith(session);

    const newPassword = await screen.findByLabelText('New password', { selector: 'input' });
    expect(newPassword).toHaveFocus();
    await user.type(newPassword, 'another-pass');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(props.updateProfile).toHaveBeenCalledWith({ password: 'another-pass' });

    const fullName = await screen.findByLabelText('Full name');
    expect(fullName).toHaveFocus();
    await user.type(fullName, 'Priya Sharma');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(props.updateProfile).toHaveBeenLastCalledWith({ name: 'Priya Sharma' });
    expect(props.onDone).toHaveBeenCalledTimes(1);
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
  });

  test('a registered number (409) goes to the password stage; a wrong password reads Invalid Login Details', async () => {
    const login = vi.fn().mockRejectedValueOnce({ status: 401, fields: {} }).mockResolvedValueOnce(session);
    const { props, user } = setup({ requestOtp: vi.fn().mockRejectedValue({ status: 409, fields: {} }), login });
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(password).toHaveFocus();
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Login Details');
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(props.onForgotPassword).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(login).toHaveBeenLastCalledWith({ mobile: '9876543210', password: 'wrong' });
    expect(props.onLoggedIn).toHaveBeenCalledWith(session);
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
  });

  test('pressing Forgot Password keeps focus in the empty password box, so no error moves the link', async () => {
    const { props, user } = setup({ requestOtp: vi.fn().mockRejectedValue({ status: 409, fields: {} }) });
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    const link = screen.getByRole('button', { name: 'Forgot Password' });
    await user.pointer({ keys: '[MouseLeft>]', target: link });
    expect(password).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.pointer({ keys: '[/MouseLeft]', target: link });
    expect(props.onForgotPassword).toHaveBeenCalledTimes(1);
  });

  test("pressing the OTP step's Change keeps focus in the empty OTP, so the first tap goes back", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const digit = await screen.findByLabelText(/Digit 1/);
    await user.click(digit);
    const change = screen.getByRole('button', { name: 'Change' });
    await user.pointer({ keys: '[MouseLeft>]', target: change });
    expect(digit).toHaveFocus();
    expect(screen.queryByText('OTP is required')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: change });
    expect(await screen.findByLabelText(/Mobile number/)).toHaveValue('9876543210');
    expect(screen.queryByLabelText(/Digit 1/)).toBeNull();
  });

  test('OTP failures: 400 under the field, anything else servers are busy', async () => {
    const requestOtp = vi
      .fn()
      .mockRejectedValueOnce({ status: 400, fields: { mobile: ['This number cannot receive SMS', 'x'] } })
      .mockRejectedValueOnce({ status: 503, fields: {} });
    const { user } = setup({ requestOtp });
    const mobile = screen.getByLabelText(/Mobile number/);
    await user.type(mobile, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This number cannot receive SMS')).toBeInTheDocument();
    expect(mobile).toHaveAccessibleDescription('This number cannot receive SMS');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Servers are busy, Try after sometime');
  });

  test('Escape and the close button close it', async () => {
    const { props, user } = setup();
    await user.keyboard('{Escape}');
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onOpenChange).toHaveBeenCalledTimes(2);
  });
});

describe('LoginModal sessions', () => {
  test('closing from outside starts the next opening at stage 1, and a late answer is dropped', async () => {
    let answer: (value: unknown) => void = () => {};
    const requestOtp = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const props = {
      onOpenChange: vi.fn(),
      requestOtp,
      signup: vi.fn(),
      login: vi.fn(),
      updateProfile: vi.fn(),
      onLoggedIn: vi.fn(),
      onForgotPassword: vi.fn(),
    };
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<LoginModal {...props} open />);
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    rerender(<LoginModal {...props} open={false} />);
    await act(async () => answer({}));
    rerender(<LoginModal {...props} open />);
    expect(screen.getByRole('heading', { name: 'Login or sign up' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('');
  });
});

describe('nationalDigits', () => {
  test.each([
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765432101234', '9876543210'],
    ['abc', ''],
  ])('%s → %s', (input, expected) => {
    expect(nationalDigits(input)).toBe(expected);
  });
});
