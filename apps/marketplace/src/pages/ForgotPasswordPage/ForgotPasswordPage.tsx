import {
  Button,
  OtpInput,
  PasswordInput,
  TextField,
  ValidationGroup,
  rules,
  type ValidationGroupHandle,
} from '@haat/ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import { useQuery } from '../../query/useQuery';
import * as auth from '../../api/auth';
import { ApiError } from '../../api/client';
import { useLinkToken } from '../../features/linkToken';
import { forgotPasswordText as text } from './forgotPasswordText';
import { fill } from '../shared/fill';
import { usePageMeta } from '../../seo/usePageMeta';
import { Card, Muted, PageTitle } from '../shared/Page';

const Form = styled.form`
  display: grid;
  gap: var(--haat-space-4);
  max-width: 440px;
`;

/** The API's minimum (contract: PASSWORD_MIN_LENGTH); the app imports only types from the contract. */
const PASSWORD_MIN_LENGTH = 8;

/**
 * Email, or a 10-digit Indian mobile (with or without +91): the kit's rules, as every form uses.
 * Empty is `required`'s to report (`Email or mobile number is required`).
 */
function identifierError(value: unknown): string | undefined {
  const v = String(value ?? '').trim();
  if (!v) return undefined;
  return v.includes('@') ? rules.email(v) : rules.mobile(v);
}

function RequestForm({ onToken }: { onToken: (token: string) => void }) {
  const api = useApi();
  const group = useRef<ValidationGroupHandle>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [sentTo, setSentTo] = useState<{ mobile?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!group.current?.validate()) return;
    setState('sending');
    const v = value.trim();
    const body = v.includes('@') ? { email: v } : { mobile: v.replace(/\D/g, '').slice(-10) };
    try {
      await auth.forgotPassword(api, body);
      setSentTo(body);
      setState('sent');
    } catch (err) {
      setState('idle');
      if (err instanceof ApiError && err.status === 400) setError(Object.values(err.fields)[0]);
      else if (err instanceof ApiError && err.status === 429) setError(text.tooMany);
      else setError(text.busy);
    }
  }

  if (state === 'sent' && sentTo.mobile) return <CodeForm mobile={sentTo.mobile} onToken={onToken} />;
  if (state === 'sent') return <p role="status">{text.mailSent}</p>;
  return (
    <ValidationGroup ref={group}>
      <Form onSubmit={submit} noValidate aria-label={text.requestForm}>
        <TextField
          label={text.identifierLabel}
          required
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          rules={[identifierError]}
          error={error}
          autoComplete="username"
        />
        <div>
          <Button type="submit" loading={state === 'sending'}>
            {text.send}
          </Button>
        </div>
      </Form>
    </ValidationGroup>
  );
}

/** A reset by mobile: the SMS carries a 6-digit code, which with the number makes the reset token. */
function CodeForm({ mobile, onToken }: { mobile: string; onToken: (token: string) => void }) {
  const group = useRef<ValidationGroupHandle>(null);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!group.current?.validate()) return;
    // Kept in the page, never in the address: a token in a URL ends up in history and logs.
    onToken(`${mobile}-${code}`);
  };
  return (
    <ValidationGroup ref={group}>
      <Form onSubmit={submit} noValidate aria-label={text.codeForm}>
        <p role="status">{fill(text.codeSent, { mobile })}</p>
        <OtpInput label={text.codeLabel} required value={code} onChange={setCode} />
        <div>
          <Button type="submit">{text.continue}</Button>
        </div>
      </Form>
    </ValidationGroup>
  );
}

function ResetForm({ token }: { token: string }) {
  const api = useApi();
  const group = useRef<ValidationGroupHandle>(null);
  const check = useQuery(`reset-token:${token}`, (a, signal) =>
    auth.checkResetToken(a, token, { signal, expected: [400, 401, 404] }),
  );
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!group.current?.validate()) return;
    setState('saving');
    try {
      await auth.resetPassword(api, token, { password }, { expected: [400, 401, 404] });
      setState('done');
    } catch (err) {
      setState('idle');
      setError(err instanceof ApiError && err.status === 400 ? Object.values(err.fields)[0] : text.linkUsed);
    }
  }

  if (check.loading) return <p aria-busy="true">{text.checking}</p>;
  if (check.error)
    return (
      <p role="alert">
        {text.linkInvalid} <Link href="/forgot-password/">{text.askAgain}</Link>.
      </p>
    );
  if (state === 'done')
    return (
      <p role="status">
        {text.changed} <Link href="/?login=true">{text.logIn}</Link> {text.withNew}
      </p>
    );
  return (
    <ValidationGroup ref={group}>
      <Form onSubmit={submit} noValidate aria-label={text.resetForm}>
        <PasswordInput
          label={text.newPassword}
          required
          value={password}
          onChange={setPassword}
          rules={[
            (v) =>
              String(v).length < PASSWORD_MIN_LENGTH ? fill(text.tooShort, { min: PASSWORD_MIN_LENGTH }) : undefined,
          ]}
          autoComplete="new-password"
          error={error}
        />
        <PasswordInput
          label={text.confirmPassword}
          required
          value={confirm}
          onChange={setConfirm}
          rules={[(v) => (v !== password ? text.mismatch : undefined)]}
          autoComplete="new-password"
        />
        <div>
          <Button type="submit" loading={state === 'saving'}>
            {text.save}
          </Button>
        </div>
      </Form>
    </ValidationGroup>
  );
}

/** `/forgot-password/`: ask for a reset link or code; with a token, check it and set the new password. */
export default function ForgotPasswordPage() {
  usePageMeta({ title: text.title, description: text.description });
  const linkToken = useLinkToken();
  const [codeToken, setCodeToken] = useState<string | null>(null);
  const token = codeToken ?? linkToken;
  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">{token ? text.resetTitle : text.title}</PageTitle>
      {token ? null : <Muted>{text.intro}</Muted>}
      <Card>{token ? <ResetForm token={token} /> : <RequestForm onToken={setCodeToken} />}</Card>
    </section>
  );
}
