import {
  Badge,
  Button,
  formatPrice,
  Link,
  media,
  OtpInput,
  PasswordInput,
  Stack,
  TextField,
  ValidationGroup,
  type RuleFn,
  type ValidationGroupHandle,
} from '@haat/ui';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { RowList } from './account.styles';
import { useLocation } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import * as auth from '../../api/auth';
import { ApiError } from '../../api/client';
import * as favorites from '../../api/favorites';
import * as profileApi from '../../api/profile';
import * as sessionsApi from '../../api/sessions';
import { NotificationsPanel } from '../../features/chat/NotificationsPanel';
import { WalletPanel } from '../../features/wallet/WalletPanel';
import { ADMIN_SECTIONS } from '../shared/admin/AdminPage';
import { adminText } from '../shared/admin/adminText';
import { formatMoment } from '../shared/admin/format';
import { HEARTS, SAVED } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { usePageMeta } from '../../seo/usePageMeta';
import { useAppState } from '../../state/AppState';
import { fill } from '../shared/fill';
import { accountQueries } from './accountData';
import { CardTitle } from '../shared/CardTitle';
import { Card, Muted, PageTitle } from '../shared/Page';
import type { Profile, Session } from '../../api/types';
import { accountText as text } from './accountText';
import { deviceName, placeName } from './device';
import { useAddressSearch } from '../../features/addressSearch';

// What reaches me off the page: below the fold, a chunk of their own
const NotificationsSection = lazy(() =>
  import('../../features/reach/NotificationsSection').then((m) => ({ default: m.NotificationsSection })),
);
const SavedSearchesSection = lazy(() =>
  import('../../features/reach/SavedSearchesSection').then((m) => ({ default: m.SavedSearchesSection })),
);
// Download my data, consents and deleting the account: last on the page, a chunk of their own too.
const DataRightsSections = lazy(() => import('./DataRights').then((m) => ({ default: m.DataRightsSections })));

// Two columns on wide screens, each panel whole (the wallet is tall); one column, in order, below.
const Panels = styled.div`
  display: grid;
  gap: var(--haat-space-4);
  max-width: 720px;

  ${media.maxTab} {
    display: block;
    max-width: none;
    columns: 2 420px;
    column-gap: var(--haat-space-4);

    & > * {
      break-inside: avoid;
      margin-block-end: var(--haat-space-4);
    }
  }
`;

/** The password card's title, inside the `<summary>` that opens it: a span, as it was. */
const SummaryTitle = styled.span`
  font-size: var(--haat-font-size-xl);
`;

const SavedList = styled.ul`
  display: grid;
  gap: var(--haat-space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--haat-space-2);
  }
`;

const fieldErrors = (err: unknown) => (err instanceof ApiError ? err.fields : {});

/** A failed call's message for one place on the screen: the server's field or detail, else a generic one. */
const firstError = (err: unknown) => {
  const fields = fieldErrors(err);
  return fields.detail ?? Object.values(fields)[0] ?? text.failed;
};

/** The API's minimum (contract: PASSWORD_MIN_LENGTH); the app imports only types from the contract. */
const PASSWORD_MIN_LENGTH = 8;

const longEnough: RuleFn = (value) =>
  String(value ?? '').length < PASSWORD_MIN_LENGTH
    ? fill(text.passwordTooShort, { min: PASSWORD_MIN_LENGTH })
    : undefined;

function ProfilePanel() {
  const loaded = useQuery(accountQueries.profile.key, accountQueries.profile.load);
  if (loaded.error) return <Card role="alert">{text.loadFailed}</Card>;
  if (!loaded.data) return <Card aria-busy="true">{text.loading}</Card>;
  return <ProfileForm initial={loaded.data} />;
}

function ProfileForm({ initial }: { initial: Profile }) {
  const api = useApi();
  const cache = useQueryCache();
  const { setProfile } = useAppState();
  const [profile, setLoaded] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [otpState, setOtpState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const group = useRef<ValidationGroupHandle>(null);
  // A new address is where reset links go: the server asks who is changing it.
  const emailChanged = email.trim().toLowerCase() !== (profile.email ?? '');
  const proof = !emailChanged ? {} : profile.has_password ? { current_password: currentPassword } : { otp };

  const sendOtp = async () => {
    setOtpState('sending');
    setErrors((e) => ({ ...e, otp: '' }));
    try {
      await profileApi.sendEmailOtp(api, { expected: [400, 429, 503] });
      setOtpState('sent');
    } catch (err) {
      setOtpState('idle');
      setErrors((e) => ({ ...e, otp: firstError(err) }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!group.current?.validate()) return;
    setBusy(true);
    setNote('');
    try {
      const next = await profileApi.update(api, { name, email, ...proof }, { expected: [400, 429] });
      setProfile(next);
      setLoaded(next);
      cache.set(accountQueries.profile.key, next);
      setErrors({});
      setCurrentPassword('');
      setOtp('');
      setOtpState('idle');
      setNote(next.email && next.email !== profile.email ? text.emailSent : text.saved);
    } catch (err) {
      const fields = fieldErrors(err);
      // A 429 (too many wrong passwords) belongs to the field that was guessed.
      const detail = fields.detail;
      setErrors(detail ? { [profile.has_password ? 'current_password' : 'otp']: detail } : fields);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="profile-title">
      <CardTitle id="profile-title">{text.profile}</CardTitle>
      <ValidationGroup ref={group}>
        <Stack as="form" gap={3} onSubmit={submit} noValidate>
          <TextField
            label={text.name}
            value={name}
            onChange={(next) => {
              setName(next);
              setErrors((e) => ({ ...e, name: '' }));
            }}
            required
            rules={['name']}
            error={errors.name}
          />
          <TextField
            label={text.email}
            type="email"
            value={email}
            onChange={(next) => {
              setEmail(next);
              setErrors((e) => ({ ...e, email: '' }));
            }}
            rules={['email']}
            error={errors.email}
            hint={
              // The saved address's state; a new one is confirmed by the link mailed to it once saved.
              profile.email && !emailChanged
                ? profile.email_verified
                  ? text.emailVerified
                  : text.emailUnverified
                : undefined
            }
          />
          {emailChanged && profile.has_password ? (
            <PasswordInput
              label={text.emailPassword}
              value={currentPassword}
              onChange={(next) => {
                setCurrentPassword(next);
                setErrors((e) => ({ ...e, current_password: '' }));
              }}
              required
              rules={['loginPassword']}
              autoComplete="current-password"
              hint={text.emailPasswordHint}
              error={errors.current_password}
            />
          ) : null}
          {emailChanged && !profile.has_password ? (
            <Stack gap={2}>
              <Muted>
                {fill(otpState === 'sent' ? text.emailOtpSent : text.emailOtpHint, { mobile: profile.mobile })}
              </Muted>
              <div>
                <Button variant="secondary" size="sm" loading={otpState === 'sending'} onClick={() => void sendOtp()}>
                  {otpState === 'sent' ? text.resendEmailOtp : text.sendEmailOtp}
                </Button>
              </div>
              <OtpInput
                label={text.emailOtp}
                value={otp}
                onChange={(next) => {
                  setOtp(next);
                  setErrors((e) => ({ ...e, otp: '' }));
                }}
                required
                error={errors.otp}
              />
            </Stack>
          ) : null}
          <TextField label={text.mobile} value={`+91 ${profile.mobile}`} readOnly hint={text.mobileHint} />
          <div>
            <Button type="submit" loading={busy}>
              {text.save}
            </Button>
          </div>
          <p role="status">{note}</p>
        </Stack>
      </ValidationGroup>
    </Card>
  );
}

function PasswordPanel({ open }: { open: boolean }) {
  const api = useApi();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const group = useRef<ValidationGroupHandle>(null);
  const first = useRef<HTMLInputElement>(null);
  // Opened by `?change-password=true` (the account menu's Change Password): start typing there.
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNote('');
    if (!group.current?.validate()) return;
    try {
      await auth.changePassword(api, { old_password: oldPassword, new_password: newPassword }, { expected: [400] });
      setErrors({});
      setOld('');
      setNew('');
      // The emptied fields are not the user's mistake: hide their rules until the next change.
      group.current?.reset();
      setNote(text.passwordChanged);
    } catch (err) {
      setErrors(fieldErrors(err));
    }
  };
  return (
    <Card aria-labelledby="password-title">
      <details open={open}>
        <summary>
          <SummaryTitle id="password-title">{text.changePassword}</SummaryTitle>
        </summary>
        <ValidationGroup ref={group}>
          <Stack as="form" gap={3} onSubmit={submit} noValidate>
            <PasswordInput
              ref={first}
              label={text.oldPassword}
              value={oldPassword}
              onChange={(next) => {
                setOld(next);
                setErrors((e) => ({ ...e, old_password: '' }));
              }}
              required
              rules={['loginPassword']}
              autoComplete="current-password"
              error={errors.old_password}
            />
            <PasswordInput
              label={text.newPassword}
              value={newPassword}
              onChange={(next) => {
                setNew(next);
                setErrors((e) => ({ ...e, new_password: '' }));
              }}
              required
              rules={['password', longEnough]}
              autoComplete="new-password"
              error={errors.new_password}
            />
            <div>
              <Button type="submit">{text.changePassword}</Button>
            </div>
            <p role="status">{note}</p>
          </Stack>
        </ValidationGroup>
      </details>
    </Card>
  );
}

function SavedAdsPanel() {
  const api = useApi();
  const cache = useQueryCache();
  const saved = useQuery(accountQueries.saved.key, accountQueries.saved.load);
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState('');
  const remove = async (ad: { id: number; title: string }) => {
    setRemoving(ad.id);
    setError('');
    try {
      await favorites.remove(api, ad.id);
      // The row leaves at once; the ad page's heart and the cards' hearts catch up.
      if (saved.data)
        cache.set(accountQueries.saved.key, {
          ...saved.data,
          count: saved.data.count - 1,
          results: saved.data.results.filter((a) => a.id !== ad.id),
        });
      cache.invalidate(`${SAVED}ad:`);
      cache.invalidate(HEARTS);
    } catch {
      // The ad stays listed: it is still saved on the server.
      setError(fill(text.removeFailed, { title: ad.title }));
    } finally {
      setRemoving(null);
    }
  };
  return (
    <Card aria-labelledby="saved-title">
      <CardTitle id="saved-title">{text.savedAds}</CardTitle>
      {saved.error ? (
        <p role="alert">{text.loadFailed}</p>
      ) : !saved.data ? (
        <p aria-busy="true">{text.loading}</p>
      ) : saved.data.results.length === 0 ? (
        <Muted>{text.noSavedAds}</Muted>
      ) : (
        <SavedList>
          {saved.data.results.map((ad) => (
            <li key={ad.id}>
              <Link href={`/view/${ad.id}/`}>
                {ad.title} · {formatPrice(ad.price)}
              </Link>
              <Button
                variant="ghost"
                size="sm"
                aria-label={fill(text.removeSaved, { title: ad.title })}
                loading={removing === ad.id}
                onClick={() => void remove(ad)}
              >
                {text.remove}
              </Button>
            </li>
          ))}
        </SavedList>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </Card>
  );
}

const DeviceName = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--haat-space-2);
  font-weight: var(--haat-font-weight-semibold);
`;

/** My signed-in devices, each with where and when it was last used, and "Sign out" for the others. */
function SessionsPanel() {
  const api = useApi();
  const cache = useQueryCache();
  const sessions = useQuery(accountQueries.sessions.key, accountQueries.sessions.load);
  const [ending, setEnding] = useState<number | null>(null);
  const [error, setError] = useState('');
  const end = async (session: Session, device: string) => {
    setEnding(session.id);
    setError('');
    try {
      // A 404: it had already ended (elsewhere, or by expiry); the list catches up either way.
      await sessionsApi.end(api, session.id, { expected: [404] }).catch((err: unknown) => {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      });
      cache.invalidate(accountQueries.sessions.key);
    } catch {
      setError(fill(text.signOutDeviceFailed, { device }));
    } finally {
      setEnding(null);
    }
  };
  return (
    <Card aria-labelledby="sessions-title">
      <CardTitle id="sessions-title">{text.sessionsTitle}</CardTitle>
      <Muted>{text.sessionsHint}</Muted>
      {sessions.error ? (
        <p role="alert">{text.loadFailed}</p>
      ) : !sessions.data ? (
        <p aria-busy="true">{text.loading}</p>
      ) : (
        <RowList>
          {sessions.data.results.map((session) => {
            const device = deviceName(session.user_agent);
            const when = formatMoment(session.last_used_at);
            return (
              <li key={session.id}>
                <div>
                  <DeviceName>
                    {device}
                    {session.current ? <Badge tone="success">{text.thisDevice}</Badge> : null}
                  </DeviceName>
                  <Muted>
                    {placeName(session.ip)} ·{' '}
                    <time dateTime={session.last_used_at}>{fill(text.lastUsed, { when })}</time>
                  </Muted>
                </div>
                {session.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={fill(text.signOutDeviceLabel, { device, when })}
                    loading={ending === session.id}
                    onClick={() => void end(session, device)}
                  >
                    {text.signOutDevice}
                  </Button>
                )}
              </li>
            );
          })}
        </RowList>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </Card>
  );
}

function SignOutPanel() {
  const api = useApi();
  const app = useAppState();
  const [, navigate] = useLocation();
  const [error, setError] = useState('');
  const signOut = () => {
    void auth.logout(api, { expected: [401, 404, 405, 500] }).catch(() => undefined);
    app.signOut();
    navigate('/');
  };
  const everywhere = async () => {
    try {
      await auth.logoutEverywhere(api);
      app.signOut();
      navigate('/');
    } catch {
      setError(text.failed);
    }
  };
  return (
    <Card aria-labelledby="signout-title">
      <CardTitle id="signout-title">{text.signOutTitle}</CardTitle>
      <Stack gap={3}>
        <div>
          <Button variant="secondary" onClick={signOut}>
            {text.signOut}
          </Button>
        </div>
        <Muted>{text.signOutEverywhereHint}</Muted>
        <div>
          <Button variant="danger" onClick={() => void everywhere()}>
            {text.signOutEverywhere}
          </Button>
        </div>
        {error ? <p role="alert">{error}</p> : null}
      </Stack>
    </Card>
  );
}

const AdminLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2) var(--haat-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: var(--haat-color-text-link);
  }
`;

/** Admins' way to their screens (the server checks the role on every call anyway). */
function AdminPanel() {
  return (
    <Card aria-labelledby="admin-title">
      <CardTitle id="admin-title">{text.adminTitle}</CardTitle>
      <Muted>{text.adminHint}</Muted>
      <AdminLinks>
        {ADMIN_SECTIONS.map(([href, key]) => (
          <li key={href}>
            <Link href={href}>{adminText.nav[key]}</Link>
          </li>
        ))}
      </AdminLinks>
    </Card>
  );
}

/**
 * `/my-account/`: profile, wallet (`#wallet`), notifications (the header's bell opens
 * `#notifications`), password, saved ads, signed-in devices and signing out.
 */
export default function AccountPage() {
  usePageMeta({ title: text.title });
  const search = useAddressSearch();
  const openPassword = new URLSearchParams(search).get('change-password') === 'true';
  const { profile } = useAppState();
  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">{text.title}</PageTitle>
      <Panels>
        <ProfilePanel />
        {profile?.user_type === 'ADMIN' ? <AdminPanel /> : null}
        <WalletPanel />
        <NotificationsPanel />
        <Suspense fallback={null}>
          <NotificationsSection />
          <SavedSearchesSection />
        </Suspense>
        <PasswordPanel key={String(openPassword)} open={openPassword} />
        <SavedAdsPanel />
        <SessionsPanel />
        <SignOutPanel />
        <Suspense fallback={null}>
          <DataRightsSections />
        </Suspense>
      </Panels>
    </section>
  );
}
