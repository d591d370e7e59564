import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../validation/messages';
import { marketplaceStrings } from '../strings';
import type { Schedule } from '../Toast';
import { LoginModal, type LoginModalProps } from './LoginModal';
import { defaultLoginText } from './loginText';

/** The countdown stays where it starts, so screenshots never catch it mid-tick. */
const frozen: Schedule = () => () => {};
const session = { token: 'demo-token', user: { name: 'Priya Sharma', mobile: '9876543210' } };
const registered = () => Promise.reject({ status: 409, fields: {} });
/** An account that sign-up left without a password and a name (e.g. one made before stage 2 asked). */
const lacksBoth = () => ['password', 'name'] as const;

function Harness(props: LoginModalProps) {
  const [open, setOpen] = useState(true);
  return (
    <LoginModal
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/LoginModal',
  component: LoginModal,
  render: (args) => <Harness {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    requestOtp: fn(() => Promise.resolve({})),
    signup: fn(() => Promise.resolve(session)),
    login: fn(() => Promise.resolve(session)),
    requestLoginOtp: fn(() => Promise.resolve({})),
    loginWithOtp: fn(() => Promise.resolve(session)),
    updateProfile: fn(() => Promise.resolve({})),
    onLoggedIn: fn(),
    onForgotPassword: fn(),
    onDone: fn(),
    schedule: frozen,
  },
  parameters: { screenshot: { target: 'body', widths: [360, 1280] } },
} satisfies Meta<typeof LoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const inDialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
type Screen = ReturnType<typeof inDialog>;

async function submitMobile(screen: Screen, mobile = '9876543210') {
  await userEvent.type(screen.getByLabelText(/Mobile number/), mobile);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

async function toSignup(screen: Screen) {
  await submitMobile(screen);
  await screen.findByRole('heading', { name: 'Verify your number' });
}

async function fillSignup(screen: Screen) {
  await userEvent.click(screen.getByLabelText(/Digit 1/));
  await userEvent.paste('482913');
  await userEvent.type(screen.getByLabelText('Name'), 'Priya Sharma');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'chai-and-samosa');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

/** Stage 1: the mobile number, with +91 fixed. Focus starts in the field. */
export const Stage1Mobile: Story = {
  play: async ({ canvasElement }) => {
    const screen = inDialog(canvasElement);
    await expect(screen.getByRole('dialog', { name: 'Login or sign up' })).toBeVisible();
    await expect(screen.getByLabelText(/Mobile number/)).toHaveFocus();
  },
};

export const MobileRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(messages.mobileRequired);
    await expect(args.requestOtp).not.toHaveBeenCalled();
  },
};

export const MobileInvalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = inDialog(canvasElement);
    await submitMobile(screen, '4123456789');
    await expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(messages.mobileInvalid);
  },
};

/** Any OTP request failure other than 400 and 409. */
export const ServersBusy: Story = {
  args: { requestOtp: fn(() => Promise.reject({ status: 503, fields: {} })) },
  play: async ({ canvasElement }) => {
    const screen = inDialog(canvasElement);
    await submitMobile(screen);
    await expect(await screen.findByRole('alert')).toHaveTextContent(marketplaceStrings.serversBusy);
  },
};

/** OTP request 400: the server's first message shows under its field. */
export const OtpRequestFieldError: Story = {
  args: {
    requestOtp: fn(() =>
      Promise.reject({ status: 400, fields: { mobile: ['This number cannot receive SMS right now', 'ignored'] } }),
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = inDialog(canvasElement);
    await submitMobile(screen);
    await expect(await screen.findByText('This number cannot receive SMS right now')).toBeVisible();
    await expect(screen.queryByText('ignored')).toBeNull();
  },
};

/** Stage 2: OTP, name, password and the terms tick, with the resend countdown. */
export const Stage2Signup: Story = {
  play: async ({ args, canvasElement, step }) => {
    const screen = inDialog(canvasElement);
    await step('submit the mobile number', () => toSignup(screen));
    await expect(args.requestOtp).toHaveBeenCalledWith('9876543210');
    await expect(screen.getByLabelText(/Digit 1/)).toHaveFocus();
    await expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
  },
};

export const ResendOtp: Story = {
  args: { resendSeconds: 0 },
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await toSignup(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.requestOtp).toHaveBeenCalledTimes(2);
  },
};

export const SignupRequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await toSignup(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of [
      messages.otpRequired,
      messages.nameRequired,
      messages.passwordRequired,
      messages.termsRequired,
    ]) {
      await expect(screen.getByText(message)).toBeVisible();
    }
    await expect(args.signup).not.toHaveBeenCalled();
  },
};

/** Sign-up 400: each field's first message under its field. */
export const SignupServerErrors: Story = {
  args: {
    signup: fn(() =>
      Promise.reject({
        status: 400,
        fields: { otp: ['Invalid OTP'], password: ['Password must be at least 8 characters', 'x'] },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = inDialog(canvasElement);
    await toSignup(screen);
    await fillSignup(screen);
    await expect(await screen.findByText('Invalid OTP')).toBeVisible();
    await expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
  },
};

/** Sign-up saves the name and password typed in stage 2, so the flow ends there: nothing is asked twice. */
export const SignupSaved: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await toSignup(screen);
    await fillSignup(screen);
    await expect(args.signup).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Priya Sharma', password: 'chai-and-samosa' }),
    );
    await expect(args.onLoggedIn).toHaveBeenCalledWith(session);
    await expect(args.onDone).toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.updateProfile).not.toHaveBeenCalled();
  },
};

/** Stage 3: only for an account that still lacks a password; it is saved through a profile update. */
export const Stage3CreatePassword: Story = {
  args: { accountNeeds: fn(lacksBoth) },
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await toSignup(screen);
    await fillSignup(screen);
    const password = await screen.findByLabelText('New password', { selector: 'input' });
    await expect(password).toHaveFocus();
    await expect(args.onLoggedIn).toHaveBeenCalledWith(session);
  },
};

/** Stage 4: only for an account that still lacks a name; saving it ends the flow and closes the dialog. */
export const Stage4FullName: Story = {
  args: { accountNeeds: fn(lacksBoth) },
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await toSignup(screen);
    await fillSignup(screen);
    await userEvent.type(await screen.findByLabelText('New password', { selector: 'input' }), 'masala-dosa-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await expect(args.updateProfile).toHaveBeenCalledWith({ password: 'masala-dosa-42' });
    await expect(await screen.findByLabelText('Full name')).toHaveFocus();
  },
};

export const SignupComplete: Story = {
  tags: ['!visual'],
  args: { accountNeeds: fn(lacksBoth) },
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await toSignup(screen);
    await fillSignup(screen);
    await userEvent.type(await screen.findByLabelText('New password', { selector: 'input' }), 'masala-dosa-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await userEvent.type(await screen.findByLabelText('Full name'), 'Priya Sharma');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await expect(args.updateProfile).toHaveBeenLastCalledWith({ name: 'Priya Sharma' });
    await expect(args.onDone).toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * Stage 5: the number is registered (409), so the user enters a password. Forgot Password works on
 * the first click even from the focused, empty password box: pressing it moves nothing under the
 * pointer.
 */
export const Stage5Password: Story = {
  args: { requestOtp: fn(registered) },
  play: async ({ args, canvasElement, step }) => {
    const screen = inDialog(canvasElement);
    await submitMobile(screen);
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    await expect(password).toHaveFocus();
    const link = screen.getByRole('button', { name: marketplaceStrings.forgotPassword });
    await step('press and release where the link was', async () => {
      const box = link.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      // One session, so the release knows the button is held.
      const user = userEvent.setup();
      await user.pointer({ keys: '[MouseLeft>]', target: link });
      // What a real mouse would release on: whatever sits under the pointer after the press.
      const under = link.ownerDocument.elementFromPoint(x, y);
      await expect(link.contains(under)).toBe(true);
      await user.pointer({ keys: '[/MouseLeft]', target: link });
    });
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};

export const LoginPasswordRequired: Story = {
  args: { requestOtp: fn(registered) },
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await submitMobile(screen);
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await expect(screen.getByText(messages.loginPasswordRequired)).toBeVisible();
    await expect(args.login).not.toHaveBeenCalled();
  },
};

export const InvalidLogin: Story = {
  args: { requestOtp: fn(registered), login: fn(() => Promise.reject({ status: 401, fields: {} })) },
  play: async ({ canvasElement }) => {
    const screen = inDialog(canvasElement);
    await submitMobile(screen);
    await userEvent.type(await screen.findByLabelText('Password', { selector: 'input' }), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(marketplaceStrings.invalidLogin);
  },
};

const throttled = () => Promise.reject({ status: 429, fields: {} });

async function toThrottled(screen: Screen) {
  await submitMobile(screen);
  await userEvent.type(await screen.findByLabelText('Password', { selector: 'input' }), 'one-guess-too-many');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('button', { name: defaultLoginText.otpInstead });
}

/**
 * Password login answered 429 (too many tries from here, or at this number): the password stays
 * refused for a while, and the dialog offers the way in that failed guesses never block.
 */
export const PasswordThrottled: Story = {
  args: { requestOtp: fn(registered), login: fn(throttled) },
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await toThrottled(screen);
    await expect(screen.getByRole('alert')).toHaveTextContent(defaultLoginText.passwordThrottled);
    await expect(screen.queryByText(marketplaceStrings.invalidLogin)).toBeNull();
    await expect(args.requestLoginOtp).not.toHaveBeenCalled();
  },
};

/** "Log in with an OTP instead": a code goes to the mobile, and the dialog asks for it. */
export const OtpLogin: Story = {
  args: { requestOtp: fn(registered), login: fn(throttled) },
  play: async ({ args, canvasElement, step }) => {
    const screen = inDialog(canvasElement);
    await step('password login is throttled', () => toThrottled(screen));
    await userEvent.click(screen.getByRole('button', { name: defaultLoginText.otpInstead }));
    await expect(await screen.findByRole('heading', { name: defaultLoginText.titleOtpLogin })).toBeVisible();
    await expect(args.requestLoginOtp).toHaveBeenCalledWith('9876543210');
    await expect(screen.getByLabelText(/Digit 1/)).toHaveFocus();
    await expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
  },
};

/** The code logs the user in, as the password would have: the session is handed over and the dialog closes. */
export const OtpLoginComplete: Story = {
  tags: ['!visual'],
  args: { requestOtp: fn(registered), login: fn(throttled) },
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await toThrottled(screen);
    await userEvent.click(screen.getByRole('button', { name: defaultLoginText.otpInstead }));
    await userEvent.click(await screen.findByLabelText(/Digit 1/));
    await userEvent.paste('135790');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect(args.loginWithOtp).toHaveBeenCalledWith({ mobile: '9876543210', otp: '135790' });
    await expect(args.onLoggedIn).toHaveBeenCalledWith(session);
    await expect(args.onDone).toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A wrong code: the server's message shows under the OTP field. */
export const OtpLoginWrongCode: Story = {
  tags: ['!visual'],
  args: {
    requestOtp: fn(registered),
    login: fn(throttled),
    loginWithOtp: fn(() => Promise.reject({ status: 400, fields: { otp: ['Invalid OTP'] } })),
  },
  play: async ({ canvasElement }) => {
    const screen = inDialog(canvasElement);
    await toThrottled(screen);
    await userEvent.click(screen.getByRole('button', { name: defaultLoginText.otpInstead }));
    await userEvent.click(await screen.findByLabelText(/Digit 1/));
    await userEvent.paste('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect(await screen.findByText('Invalid OTP')).toBeVisible();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const screen = inDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
