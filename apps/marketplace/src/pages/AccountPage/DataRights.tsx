import { Button, DeleteAccountDialog, formatPrice, Inline, Stack, type DeleteAccountErrors } from '@haat/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { RowList } from './account.styles';
import { useLocation } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import { ApiError } from '../../api/client';
import * as dataRights from '../../api/dataRights';
import * as profileApi from '../../api/profile';
import type { Consent, ExportFormat } from '../../api/types';
import { ACCOUNT } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { useToaster } from '../../shell/toasterContext';
import { useAppState } from '../../state/AppState';
import { formatMoment } from '../shared/admin/format';
import { CardTitle } from '../shared/CardTitle';
import { fill } from '../shared/fill';
import { Card, Muted } from '../shared/Page';
import { accountQueries } from './accountData';
import { dataRightsText as text } from './dataRightsText';

const CONSENTS_KEY = `${ACCOUNT}consents`;

type DownloadState =
  | { status: 'idle' }
  | { status: 'preparing'; format: ExportFormat }
  | { status: 'done'; name: string }
  | { status: 'error'; message?: string };

/**
 * "Download my data", as the JSON file or as a zip of it with my photos: the file the server
 * makes, saved under its name, with its progress told. One at a time: both count against the
 * same hourly allowance.
 */
function DownloadDataPanel() {
  const api = useApi();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const download = async (format: ExportFormat) => {
    setState({ status: 'preparing', format });
    try {
      const blob = await dataRights.exportData(api, format, { expected: [429] });
      const name = dataRights.exportFileName(new Date(), format);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its own copy once started; give the browser a moment before letting go.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ status: 'done', name });
    } catch (err) {
      // Past the hourly allowance the server says when to come back; anything else is a retry.
      setState({ status: 'error', message: err instanceof ApiError ? err.fields.detail : undefined });
    }
  };
  const preparing = state.status === 'preparing' ? state.format : null;
  return (
    <Card aria-labelledby="download-title">
      <CardTitle id="download-title">{text.downloadTitle}</CardTitle>
      <Stack gap={3}>
        <Muted>{text.downloadHint}</Muted>
        <Inline gap={3}>
          <Button
            variant="secondary"
            loading={preparing === 'json'}
            disabled={preparing === 'zip'}
            onClick={() => void download('json')}
          >
            {text.download}
          </Button>
          <Button
            variant="secondary"
            loading={preparing === 'zip'}
            disabled={preparing === 'json'}
            onClick={() => void download('zip')}
          >
            {text.downloadZip}
          </Button>
        </Inline>
        <p role="status" aria-live="polite">
          {preparing === 'json'
            ? text.preparing
            : preparing === 'zip'
              ? text.preparingZip
              : state.status === 'done'
                ? fill(text.downloaded, { name: state.name })
                : ''}
        </p>
        {state.status === 'error' ? <p role="alert">{state.message ?? text.downloadFailed}</p> : null}
      </Stack>
    </Card>
  );
}

const ConsentName = styled.p`
  font-weight: var(--haat-font-weight-semibold);
`;

function consentLine(c: Consent): string {
  if (c.given && c.version && c.given_at)
    return fill(text.givenOn, { version: c.version, when: formatMoment(c.given_at) });
  if (c.version && c.withdrawn_at) {
    return fill(text.withdrawnOn, { version: c.version, when: formatMoment(c.withdrawn_at) });
  }
  return text.neverGiven;
}

/** Each consent with its version and time, and Withdraw (or Agree, for marketing). */
function ConsentsPanel() {
  const api = useApi();
  const cache = useQueryCache();
  const consents = useQuery(CONSENTS_KEY, (client, signal) => dataRights.consents(client, { signal }));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const change = async (c: Consent, give: boolean) => {
    setBusy(c.kind);
    setError('');
    try {
      cache.set(CONSENTS_KEY, await dataRights.setConsent(api, c.kind, give, { expected: [400, 409] }));
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? text.consentFailed) : text.consentFailed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card aria-labelledby="consents-title">
      <CardTitle id="consents-title">{text.consentsTitle}</CardTitle>
      <Muted>{text.consentsHint}</Muted>
      {consents.error ? (
        <p role="alert">{text.consentFailed}</p>
      ) : !consents.data ? (
        <p aria-busy="true">{text.loading}</p>
      ) : (
        <RowList>
          {consents.data.results.map((c) => {
            const kind = text.kinds[c.kind];
            return (
              <li key={c.kind}>
                <div>
                  <ConsentName>{kind}</ConsentName>
                  <Muted>{consentLine(c)}</Muted>
                  {c.given && c.version !== c.current_version ? (
                    <Muted>{fill(text.olderVersion, { version: c.current_version })}</Muted>
                  ) : null}
                </div>
                {c.withdrawable ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={fill(text.withdrawLabel, { kind })}
                    loading={busy === c.kind}
                    onClick={() => void change(c, false)}
                  >
                    {text.withdraw}
                  </Button>
                ) : c.givable ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={fill(text.giveLabel, { kind })}
                    loading={busy === c.kind}
                    onClick={() => void change(c, true)}
                  >
                    {text.give}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </RowList>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </Card>
  );
}

/** "Delete my account": the kit's dialog, the call, then signed out and home with a notice. */
function DeleteAccountPanel() {
  const api = useApi();
  const cache = useQueryCache();
  const profile = useQuery(accountQueries.profile.key, accountQueries.profile.load).data;
  const app = useAppState();
  const toaster = useToaster();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<DeleteAccountErrors | undefined>();
  const [otpStatus, setOtpStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const sendOtp = async () => {
    setOtpStatus('sending');
    try {
      await profileApi.sendEmailOtp(api, { expected: [400, 429, 503] });
      setOtpStatus('sent');
    } catch (err) {
      setOtpStatus('idle');
      setErrors({ otp: err instanceof ApiError ? Object.values(err.fields)[0] : undefined });
    }
  };
  const balance = profile && profile.wallet > 0 ? formatPrice(profile.wallet) : null;
  const erase = async (input: { password?: string; otp?: string; forfeit_balance: boolean }) => {
    setPending(true);
    try {
      await dataRights.erase(api, input, { expected: [400, 409, 429] });
      setOpen(false);
      app.signOut();
      toaster?.show({ message: text.deleted, tone: 'success' });
      navigate('/');
    } catch (err) {
      const fields: DeleteAccountErrors = err instanceof ApiError ? { ...err.fields } : { detail: text.deleteFailed };
      // Money arrived since the page loaded: the balance to give up shows once the profile is read again.
      if (fields.forfeit_balance && !balance) {
        cache.invalidate(accountQueries.profile.key);
        fields.detail = fields.forfeit_balance;
      }
      setErrors(fields);
    } finally {
      setPending(false);
    }
  };
  return (
    <Card aria-labelledby="delete-title">
      <CardTitle id="delete-title">{text.deleteTitle}</CardTitle>
      <Stack gap={3}>
        <Muted>{text.deleteHint}</Muted>
        <div>
          <Button variant="danger" disabled={!profile} onClick={() => setOpen(true)}>
            {text.deleteButton}
          </Button>
        </div>
      </Stack>
      <DeleteAccountDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setErrors(undefined);
        }}
        proof={profile?.has_password === false ? 'otp' : 'password'}
        balance={balance}
        pending={pending}
        errors={errors}
        otpStatus={otpStatus}
        onSendOtp={() => void sendOtp()}
        onConfirm={(input) => void erase(input)}
      />
    </Card>
  );
}

/** The three cards of the data rights, a chunk of their own below the fold (route `lazy`). */
export function DataRightsSections() {
  return (
    <>
      <DownloadDataPanel />
      <ConsentsPanel />
      <DeleteAccountPanel />
    </>
  );
}
