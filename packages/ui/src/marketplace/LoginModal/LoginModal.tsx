import { fillTemplate } from '../../locale/text';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../inputs/Button';
import { Checkbox } from '../../inputs/Checkbox';
import { OtpInput } from '../../inputs/OtpInput';
import { PasswordInput } from '../../inputs/PasswordInput';
import { TextField } from '../../inputs/TextField';
import { ValidationGroup } from '../../validation/ValidationGroup';
import type { ValidationGroupHandle } from '../../validation/ValidationGroupContext';
import type { Schedule } from '../Toast';
import { Link } from '../link';
import { initialLoginState, loginReducer, type AccountNeed, type LoginStage } from './loginReducer';
import { defaultLoginText, type LoginText } from './loginText';
import {
  Alert,
  CloseButton,
  Content,
  Form,
  Header,
  Intro,
  MobileRow,
  Overlay,
  Prefix,
  PrefixSlot,
  Row,
  SentTo,
  Title,
} from './LoginModal.styles';

/** The body of `signup(payload)` (spec section 3); `mobile` is the 10-digit number without +91. */
export interface SignupPayload {
  mobile: string;
  otp: string;
  name: string;
  password: string;
  terms: boolean;
  user_type: 'CUSTOMER';
}

export interface LoginPayload {
  mobile: string;
  password: string;
}

/** The body of `loginWithOtp(payload)`: the 10-digit mobile and the code sent to it. */
export interface OtpLoginPayload {
  mobile: string;
  otp: string;
}

/** What sign-up and login resolve to. */
export interface LoginSession<User = unknown> {
  token: string;
  user: User;
}

export interface LoginModalProps<User = unknown> {
  /** Whether the dialog is open; the caller owns it (the header's Login button opens it). */
  open: boolean;
  /** Called with `false` on Escape, the close button or a click outside, and after `onDone`. */
  onOpenChange: (open: boolean) => void;
  /** Sends an OTP to the 10-digit mobile. Rejects with `{ status: 409 }` when it is already registered. */
  requestOtp: (mobile: string) => Promise<unknown>;
  /** Sends the sign-up OTP again ("Resend OTP"); without it `requestOtp` is called again. */
  resendOtp?: (mobile: string) => Promise<unknown>;
  /** Creates the account from stage 2 (mobile, OTP, name, password) and resolves with its session. */
  signup: (payload: SignupPayload) => Promise<LoginSession<User>>;
  /**
   * Logs in an existing account with mobile and password (stage 5) and resolves with its session.
   * Rejecting with `{ status: 429 }` (too many tries) offers logging in with an OTP instead.
   */
  login: (payload: LoginPayload) => Promise<LoginSession<User>>;
  /** Sends a login code to the 10-digit mobile. Without it (and `loginWithOtp`) no OTP login is offered. */
  requestLoginOtp?: (mobile: string) => Promise<unknown>;
  /** Logs in with the code `requestLoginOtp` sent and resolves with the session, as `login` does. */
  loginWithOtp?: (payload: OtpLoginPayload) => Promise<LoginSession<User>>;
  /** Saves stage 3's password or stage 4's name; a failure is only logged and the flow goes on. */
  updateProfile: (patch: { password: string } | { name: string }) => Promise<unknown>;
  /** Called after sign-up (stage 2) and login (stage 5): the caller stores the token and user. */
  onLoggedIn: (session: LoginSession<User>) => void;
  /**
   * What the account that sign-up answered with still lacks. Stage 3 (create password) and stage 4
   * (full name) appear only for these; stage 2 already saved what the user typed, so by default
   * sign-up ends there.
   * @default () => []
   */
  accountNeeds?: (session: LoginSession<User>) => readonly AccountNeed[];
  /** The `Forgot Password` link of stage 5. */
  onForgotPassword: () => void;
  /** Called when the flow ends (name saved, or logged in), just before the dialog closes. */
  onDone?: () => void;
  /** Seconds before the OTP can be sent again. @default 30 */
  resendSeconds?: number;
  /** Runs the resend countdown's one-second ticks; injected so tests and stories control time. */
  schedule?: Schedule;
  /** The dialog's words, key by key; each defaults to the spec's string in `defaultLoginText`. */
  text?: Partial<LoginText>;
}

const needsNothing = (): readonly AccountNeed[] => [];

const defaultSchedule: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** What the mobile field keeps: digits only, without a pasted +91 or leading 0, at most 10. */
export function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) return digits.slice(2, 12);
  if (digits.length > 10 && digits.startsWith('0')) return digits.slice(1, 11);
  return digits.slice(0, 10);
}

const digitsOf = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);
const showMobile = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** Counts down from `from` each time `restartKey` changes; 0 means resending is allowed. */
function useCountdown(from: number, restartKey: number, schedule: Schedule) {
  const [state, setState] = useState({ key: restartKey, left: from });
  if (state.key !== restartKey) setState({ key: restartKey, left: from });
  const left = state.key === restartKey ? state.left : from;
  useEffect(() => {
    if (left <= 0) return;
    return schedule(() => setState((s) => ({ ...s, left: s.left - 1 })), 1000);
  }, [left, restartKey, schedule]);
  return left;
}

const STAGE_FIELDS: Record<LoginStage, string[]> = {
  mobile: ['mobile'],
  signup: ['otp', 'name', 'password', 'terms'],
  createPassword: ['password'],
  fullName: ['name'],
  password: ['password'],
  otpLogin: ['otp'],
  done: [],
};

interface Values {
  mobile: string;
  otp: string;
  name: string;
  password: string;
  terms: boolean;
  newPassword: string;
  fullName: string;
  loginPassword: string;
}
const emptyValues: Values = {
  mobile: '',
  otp: '',
  name: '',
  password: '',
  terms: false,
  newPassword: '',
  fullName: '',
  loginPassword: '',
};

/**
 * Login and sign-up in one dialog (spec section 4): mobile → OTP and sign-up (→ create password →
 * full name, only for what the account still lacks), or mobile → password for a registered number. Every transition goes through
 * `loginReducer`; the calls are injected and reject with `{ status, fields }`.
 */
export function LoginModal<User = unknown>({
  open,
  onOpenChange,
  requestOtp,
  resendOtp,
  signup,
  login,
  requestLoginOtp,
  loginWithOtp,
  updateProfile,
  onLoggedIn,
  accountNeeds = needsNothing,
  onForgotPassword,
  onDone,
  resendSeconds = 30,
  schedule = defaultSchedule,
  text: textOverrides,
}: LoginModalProps<User>) {
  const text = { ...defaultLoginText, ...textOverrides };
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const [values, setValues] = useState<Values>(emptyValues);

  // Closed from outside too (e.g. the app's URL changed): the next opening starts over.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    dispatch({ type: open ? 'open' : 'close' });
    if (!open) setValues(emptyValues);
  }
  const group = useRef<ValidationGroupHandle>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const resendLeft = useCountdown(resendSeconds, state.otpSends, schedule);
  const { stage, busy, fieldErrors } = state;

  // Focus moves to the first field of each stage (and of the dialog when it opens).
  useEffect(() => {
    if (open) firstField.current?.focus();
  }, [open, stage]);

  const close = () => {
    dispatch({ type: 'close' });
    setValues(emptyValues);
    onOpenChange(false);
  };
  const finish = () => {
    onDone?.();
    close();
  };

  const set =
    <K extends keyof Values>(key: K, field: string) =>
    (next: Values[K]) => {
      setValues((v) => ({ ...v, [key]: next }));
      dispatch({ type: 'edit', field });
    };

  const onSubmit = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !group.current?.validate()) return;
    dispatch({ type: 'submit' });
    await action();
  };

  const sendOtp = async (mobile: string, again = false) => {
    try {
      await (again && resendOtp ? resendOtp : requestOtp)(mobile);
      dispatch({ type: 'otpSent', mobile });
    } catch (error) {
      dispatch({ type: 'otpFailed', mobile, error });
    }
  };

  const submitMobile = onSubmit(() => sendOtp(digitsOf(values.mobile)));

  const submitSignup = onSubmit(async () => {
    try {
      const session = await signup({
        mobile: state.mobile,
        otp: values.otp,
        name: values.name.trim(),
        password: values.password,
        terms: values.terms,
        user_type: 'CUSTOMER',
      });
      onLoggedIn(session);
      const needs = accountNeeds(session);
      dispatch({ type: 'signedUp', needs });
      if (needs.length === 0) finish();
    } catch (error) {
      dispatch({ type: 'signupFailed', error });
    }
  });

  const saveProfile = (patch: { password: string } | { name: string }, then: () => void) =>
    onSubmit(async () => {
      try {
        await updateProfile(patch);
        then();
      } catch (error) {
        // Profile update errors are only logged (spec section 8).
        console.error('Profile update failed', error);
        dispatch({ type: 'profileFailed', error });
      }
    });

  const submitPassword = saveProfile({ password: values.newPassword }, () => {
    dispatch({ type: 'passwordSaved' });
    if (!state.needs.includes('name')) finish();
  });
  const submitName = saveProfile({ name: values.fullName.trim() }, () => {
    dispatch({ type: 'nameSaved' });
    finish();
  });

  const submitLogin = onSubmit(async () => {
    try {
      const session = await login({ mobile: state.mobile, password: values.loginPassword });
      onLoggedIn(session);
      dispatch({ type: 'loggedIn' });
      finish();
    } catch (error) {
      dispatch({ type: 'loginFailed', error });
    }
  });

  const sendLoginOtp = async () => {
    if (!requestLoginOtp) return;
    try {
      await requestLoginOtp(state.mobile);
      dispatch({ type: 'loginOtpSent' });
    } catch (error) {
      dispatch({ type: 'loginOtpFailed', error });
    }
  };

  const switchToOtp = async () => {
    if (busy) return;
    dispatch({ type: 'submit' });
    await sendLoginOtp();
  };

  const submitOtpLogin = onSubmit(async () => {
    if (!loginWithOtp) return;
    try {
      const session = await loginWithOtp({ mobile: state.mobile, otp: values.otp });
      onLoggedIn(session);
      dispatch({ type: 'loggedIn' });
      finish();
    } catch (error) {
      dispatch({ type: 'loginFailed', error });
    }
  });

  const resend = async () => {
    if (busy || resendLeft > 0) return;
    dispatch({ type: 'submit' });
    if (stage === 'otpLogin') await sendLoginOtp();
    else await sendOtp(state.mobile, true);
  };
  const canUseOtp = Boolean(requestLoginOtp && loginWithOtp);

  // Server errors for fields this stage does not show join the form-level message.
  const stray = Object.entries(fieldErrors)
    .filter(([field]) => !STAGE_FIELDS[stage].includes(field))
    .map(([, message]) => message);
  const throttled = state.offerOtp ? text.passwordThrottled : undefined;
  const alertText = [state.message, throttled, ...stray].filter(Boolean).join(' ');
  const alert = <Alert role="alert">{alertText}</Alert>;

  const changeNumber = (
    <Button
      variant="link"
      // As with Forgot Password: a press keeps focus in the OTP boxes, whose blur would show "OTP is
      // required", grow the centred dialog, move the link from under the finger and lose the tap.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        dispatch({ type: 'changeMobile' });
      }}
    >
      {text.change}
    </Button>
  );
  const sentTo = (label: ReactNode) => (
    <SentTo>
      <span>
        {label} <strong>{showMobile(state.mobile)}</strong>
      </span>
      {changeNumber}
    </SentTo>
  );

  let title: string;
  let body: ReactNode;
  switch (stage) {
    case 'mobile':
    case 'done':
      title = text.titleMobile;
      body = (
        <Form noValidate onSubmit={submitMobile}>
          <Intro>{text.intro}</Intro>
          <MobileRow>
            <PrefixSlot>
              <Prefix aria-hidden="true">{text.countryCode}</Prefix>
            </PrefixSlot>
            <TextField
              ref={firstField}
              label={text.mobileLabel}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              rules={['mobile']}
              value={values.mobile}
              onChange={(next) => set('mobile', 'mobile')(nationalDigits(next))}
              error={fieldErrors.mobile}
            />
          </MobileRow>
          {alert}
          <Button type="submit" size="lg" block loading={busy}>
            {text.continue}
          </Button>
        </Form>
      );
      break;
    case 'signup':
      title = text.titleSignup;
      body = (
        <Form noValidate onSubmit={submitSignup}>
          {sentTo(text.otpSentTo)}
          <OtpInput
            ref={firstField}
            label={text.otpLabel}
            rules={['otp']}
            value={values.otp}
            onChange={set('otp', 'otp')}
            error={fieldErrors.otp}
          />
          <Row>
            <Button variant="link" onClick={resend} disabled={resendLeft > 0}>
              {resendLeft > 0 ? fillTemplate(text.resendIn, { seconds: resendLeft }) : text.resendOtp}
            </Button>
          </Row>
          <TextField
            label={text.nameLabel}
            autoComplete="name"
            rules={['name']}
            value={values.name}
            onChange={set('name', 'name')}
            error={fieldErrors.name}
          />
          <PasswordInput
            label={text.passwordLabel}
            autoComplete="new-password"
            rules={['password']}
            value={values.password}
            onChange={set('password', 'password')}
            error={fieldErrors.password}
          />
          <Checkbox
            label={
              <>
                {text.termsBefore}
                <Link href={text.termsHref} target="_blank" rel="noopener">
                  {text.termsLink}
                </Link>
              </>
            }
            rules={['terms']}
            value={values.terms}
            onChange={set('terms', 'terms')}
            error={fieldErrors.terms}
          />
          {alert}
          <Button type="submit" size="lg" block loading={busy}>
            {text.signUp}
          </Button>
        </Form>
      );
      break;
    case 'createPassword':
      title = text.titleCreatePassword;
      body = (
        <Form noValidate onSubmit={submitPassword}>
          <PasswordInput
            ref={firstField}
            label={text.newPasswordLabel}
            autoComplete="new-password"
            rules={['password']}
            value={values.newPassword}
            onChange={set('newPassword', 'password')}
            error={fieldErrors.password}
          />
          {alert}
          <Button type="submit" size="lg" block loading={busy}>
            {text.savePassword}
          </Button>
        </Form>
      );
      break;
    case 'fullName':
      title = text.titleFullName;
      body = (
        <Form noValidate onSubmit={submitName}>
          <TextField
            ref={firstField}
            label={text.fullNameLabel}
            autoComplete="name"
            rules={['name']}
            value={values.fullName}
            onChange={set('fullName', 'name')}
            error={fieldErrors.name}
          />
          {alert}
          <Button type="submit" size="lg" block loading={busy}>
            {text.finish}
          </Button>
        </Form>
      );
      break;
    case 'password':
      title = text.titlePassword;
      body = (
        <Form noValidate onSubmit={submitLogin}>
          {sentTo(text.mobileLabel)}
          <PasswordInput
            ref={firstField}
            label={text.loginPasswordLabel}
            autoComplete="current-password"
            rules={['loginPassword']}
            value={values.loginPassword}
            onChange={set('loginPassword', 'password')}
            error={fieldErrors.password}
          />
          <Row>
            <Button
              variant="link"
              // Pressing the link keeps focus in the password box: a blur there would show "Password
              // is required" above the link, push it down from under the pointer, and lose the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={onForgotPassword}
            >
              {text.forgotPassword}
            </Button>
          </Row>
          {alert}
          <Button type="submit" size="lg" block loading={busy}>
            {text.login}
          </Button>
          {state.offerOtp && canUseOtp ? (
            <Button variant="secondary" size="lg" block disabled={busy} onClick={switchToOtp}>
              {text.otpInstead}
            </Button>
          ) : null}
        </Form>
      );
      break;
    case 'otpLogin':
      title = text.titleOtpLogin;
      body = (
        <Form noValidate onSubmit={submitOtpLogin}>
          {sentTo(text.otpSentTo)}
          <OtpInput
            ref={firstField}
            label={text.otpLabel}
            rules={['otp']}
            value={values.otp}
            onChange={set('otp', 'otp')}
            error={fieldErrors.otp}
          />
          <Row>
            <Button variant="link" onClick={resend} disabled={resendLeft > 0}>
              {resendLeft > 0 ? fillTemplate(text.resendIn, { seconds: resendLeft }) : text.resendOtp}
            </Button>
          </Row>
          {alert}
          <Button type="submit" size="lg" block loading={busy}>
            {text.login}
          </Button>
        </Form>
      );
      break;
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <Overlay />
        </Dialog.Overlay>
        <Dialog.Content
          asChild
          aria-describedby={undefined}
          data-stage={stage}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            firstField.current?.focus();
          }}
        >
          <Content>
            <Header>
              <Dialog.Title asChild>
                <Title>{title}</Title>
              </Dialog.Title>
              <Dialog.Close asChild>
                <CloseButton type="button" aria-label={text.close}>
                  <span aria-hidden="true">×</span>
                </CloseButton>
              </Dialog.Close>
            </Header>
            {/* A fresh group per stage, so only the visible fields are validated. */}
            <ValidationGroup key={stage} ref={group}>
              {body}
            </ValidationGroup>
          </Content>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
