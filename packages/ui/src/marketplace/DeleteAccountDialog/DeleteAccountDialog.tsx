import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../inputs/Button';
import { Checkbox } from '../../inputs/Checkbox';
import { OtpInput } from '../../inputs/OtpInput';
import { PasswordInput } from '../../inputs/PasswordInput';
import { DialogOverlay } from '../../internal/dialog.styles';
import { fillTemplate } from '../../locale/text';
import {
  Buttons,
  Content,
  Description,
  Form,
  Happens,
  OtpRow,
  Question,
  ServerError,
  Title,
} from './DeleteAccountDialog.styles';
import { defaultDeleteAccountDialogText, type DeleteAccountDialogText } from './deleteAccountDialogText';

/** What the owner sends to delete the account: their proof, and consent to lose a balance. */
export interface DeleteAccountInput {
  password?: string;
  otp?: string;
  forfeit_balance: boolean;
}

/** The server's answer to a refused deletion, by field (`detail` for the rest). */
export interface DeleteAccountErrors {
  password?: string;
  otp?: string;
  forfeit_balance?: string;
  detail?: string;
}

export interface DeleteAccountDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with `false` on Cancel, Escape or an outside click. */
  onOpenChange: (open: boolean) => void;
  /** How the owner proves it is them: their password, or (an account without one) a texted code. */
  proof: 'password' | 'otp';
  /** The wallet balance, formatted ("₹500"), when the wallet holds money: it must be given up. */
  balance?: string | null;
  /** The deletion is running: the final button is busy. */
  pending?: boolean;
  /**
   * The server's refusal. A new object brings the form back with each message under its field
   * (a wrong password, a balance not given up); `detail` shows above the buttons.
   */
  errors?: DeleteAccountErrors;
  /** For `proof: 'otp'`: text the code (the caller calls the API). */
  onSendOtp?: () => void;
  /** Where texting the code is. @default 'idle' */
  otpStatus?: 'idle' | 'sending' | 'sent';
  /** Called from the final confirmation with the proof and the balance choice. */
  onConfirm: (input: DeleteAccountInput) => void;
  /** The dialog's words. @default defaultDeleteAccountDialogText */
  text?: Partial<DeleteAccountDialogText>;
}

type Step = 'details' | 'confirm';

type FormProps = Omit<DeleteAccountDialogProps, 'open' | 'onOpenChange' | 'text'> & {
  text: DeleteAccountDialogText;
  fieldRef: React.RefObject<HTMLInputElement | null>;
};

/**
 * The two steps: what happens with the proof (and the balance), then the final question. It
 * mounts each time the dialog opens, so every opening starts on the first step, empty.
 */
function DeleteAccountForm({
  proof,
  balance,
  pending = false,
  errors,
  onSendOtp,
  otpStatus = 'idle',
  onConfirm,
  text,
  fieldRef,
}: FormProps) {
  const [step, setStep] = useState<Step>('details');
  const [secret, setSecret] = useState('');
  const [forfeit, setForfeit] = useState(false);
  const [checked, setChecked] = useState(false);
  // A new refusal from the server brings the first step back, with its messages (React's way of
  // following a prop: compared while rendering, no effect).
  const [seenErrors, setSeenErrors] = useState(errors);
  if (errors !== seenErrors) {
    setSeenErrors(errors);
    if (errors && (errors.password || errors.otp || errors.forfeit_balance)) setStep('details');
  }
  const backRef = useRef<HTMLButtonElement>(null);

  const missing = secret.trim() === '' ? (proof === 'password' ? text.passwordRequired : text.otpRequired) : undefined;
  const notGivenUp = balance && !forfeit ? text.forfeitRequired : undefined;
  const fieldError = (checked ? missing : undefined) ?? (proof === 'password' ? errors?.password : errors?.otp);
  const forfeitError = (checked ? notGivenUp : undefined) ?? (forfeit ? undefined : errors?.forfeit_balance);

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missing || notGivenUp) {
      setChecked(true);
      if (missing) fieldRef.current?.focus();
      return;
    }
    setStep('confirm');
    // The final step opens on Back: Enter alone never deletes an account.
    requestAnimationFrame(() => backRef.current?.focus());
  };

  const confirm = () => {
    if (pending) return;
    onConfirm({
      ...(proof === 'password' ? { password: secret } : { otp: secret.trim() }),
      forfeit_balance: Boolean(balance) && forfeit,
    });
  };

  const back = () => {
    setStep('details');
    requestAnimationFrame(() => fieldRef.current?.focus());
  };

  if (step === 'confirm') {
    return (
      <>
        <Question>{text.finalQuestion}</Question>
        {errors?.detail ? <ServerError role="alert">{errors.detail}</ServerError> : null}
        <Buttons>
          <Button ref={backRef} variant="secondary" onClick={back} disabled={pending}>
            {text.back}
          </Button>
          <Button variant="danger" loading={pending} onClick={confirm}>
            {text.confirm}
          </Button>
        </Buttons>
      </>
    );
  }

  return (
    <Form noValidate onSubmit={next}>
      <Happens aria-labelledby="delete-account-happens">
        <h3 id="delete-account-happens">{text.happensTitle}</h3>
        <ul>
          <li>{text.signedOut}</li>
          <li>{text.adsRemoved}</li>
          <li>{text.listsDeleted}</li>
          <li>{text.identityErased}</li>
          <li>{text.chatsKept}</li>
          <li>{text.ledgerKept}</li>
        </ul>
      </Happens>
      {proof === 'password' ? (
        <PasswordInput
          ref={fieldRef}
          label={text.password}
          autoComplete="current-password"
          aria-required="true"
          value={secret}
          onChange={setSecret}
          error={fieldError}
        />
      ) : (
        <OtpRow>
          <OtpInput
            ref={fieldRef}
            label={text.otp}
            hint={otpStatus === 'sent' ? text.otpSent : text.otpHint}
            aria-required="true"
            value={secret}
            onChange={setSecret}
            error={fieldError}
          />
          <Button variant="secondary" size="sm" loading={otpStatus === 'sending'} onClick={onSendOtp}>
            {otpStatus === 'sent' ? text.resendOtp : text.sendOtp}
          </Button>
        </OtpRow>
      )}
      {balance ? (
        <Checkbox
          label={fillTemplate(text.forfeit, { balance })}
          hint={text.forfeitHint}
          aria-required="true"
          value={forfeit}
          onChange={setForfeit}
          error={forfeitError}
        />
      ) : null}
      {errors?.detail ? <ServerError role="alert">{errors.detail}</ServerError> : null}
      <Buttons>
        <Dialog.Close asChild>
          <Button variant="secondary">{text.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" variant="danger">
          {text.continue}
        </Button>
      </Buttons>
    </Form>
  );
}

/**
 * Deleting one's own account (My Account): the list of what happens, the password (or a texted
 * code), the wallet balance to give up when there is one, then a final question that opens on
 * Back. Focus starts in the proof field and returns to the trigger on closing.
 */
export function DeleteAccountDialog({ open, onOpenChange, text: overrides, ...form }: DeleteAccountDialogProps) {
  const text = { ...defaultDeleteAccountDialogText, ...overrides };
  const returnTo = useRef<HTMLElement | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <DialogOverlay />
        </Dialog.Overlay>
        <Dialog.Content
          asChild
          onOpenAutoFocus={(event) => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            fieldRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
        >
          <Content>
            <Dialog.Title asChild>
              <Title>{text.title}</Title>
            </Dialog.Title>
            <Dialog.Description asChild>
              <Description>{text.description}</Description>
            </Dialog.Description>
            <DeleteAccountForm {...form} text={text} fieldRef={fieldRef} />
          </Content>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
