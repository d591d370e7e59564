import { LoginModal, type LoginSession } from '@haat/ui';
import { useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../api/ApiProvider';
import { loginCalls } from '../features/login/loginActions';
import { useLoginParam } from '../features/login/useLoginParam';
import { useAppState, type Profile } from '../state/AppState';

/**
 * The kit's login modal on the real API. Open while the URL has `?login=true`; afterwards a login
 * follows `redirect` (same-site only) or goes to `/`, a sign-up follows `redirect` or stays. Sign-up
 * ends at stage 2 unless the account it answered with lacks a name.
 */
export function LoginDialog() {
  const api = useApi();
  const app = useAppState();
  const [, navigate] = useLocation();
  const param = useLoginParam();
  const flow = useRef<'signup' | 'login'>('signup');
  // The modal calls onDone and then onOpenChange(false): the second must not undo the redirect.
  const finishing = useRef(false);
  const calls = useMemo(() => loginCalls(api), [api]);

  return (
    <LoginModal<Profile>
      open={param.open}
      onOpenChange={(open) => {
        if (open) param.show();
        else if (finishing.current) finishing.current = false;
        else param.close();
      }}
      requestOtp={calls.requestOtp}
      resendOtp={calls.resendOtp}
      signup={(payload) => {
        flow.current = 'signup';
        return calls.signup(payload);
      }}
      login={(payload) => {
        flow.current = 'login';
        return calls.login(payload);
      }}
      requestLoginOtp={calls.requestLoginOtp}
      loginWithOtp={(payload) => {
        flow.current = 'login';
        return calls.loginWithOtp(payload);
      }}
      updateProfile={async (patch) => {
        const user = await calls.updateProfile(patch);
        app.setProfile(user);
        return user;
      }}
      // Sign-up saves the typed password and name: only an account made without them is asked again.
      accountNeeds={({ user }) => [
        ...(user.has_password === false ? (['password'] as const) : []),
        ...(user.name.trim() ? [] : (['name'] as const)),
      ]}
      onLoggedIn={(session: LoginSession<Profile>) => {
        app.signIn(session.token, session.user);
        if (flow.current === 'login') void app.reloadProfile();
      }}
      onForgotPassword={() => navigate('/forgot-password/')}
      onDone={() => {
        finishing.current = true;
        param.finish(flow.current === 'login' ? 'home' : 'stay');
      }}
    />
  );
}
