import { Link } from 'wouter';
import { useQuery } from '../../query/useQuery';
import * as profile from '../../api/profile';
import { useLinkToken } from '../../features/linkToken';
import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';
import { verifyEmailText as text } from './verifyEmailText';

function Confirm({ token }: { token: string }) {
  const result = useQuery(`verify-email:${token}`, (api, signal) =>
    profile.confirmEmail(api, token, { signal, expected: [400] }),
  );
  if (result.loading) return <p aria-busy="true">{text.checking}</p>;
  if (result.error) return <p role="alert">{text.invalid}</p>;
  return <p role="status">{text.confirmed}</p>;
}

/** `/verify-email/#token=…`: the link mailed to a newly saved address confirms it. */
export default function VerifyEmailPage() {
  usePageMeta({ title: text.title, description: text.description });
  const token = useLinkToken();
  return (
    <TextPage title={text.title}>
      <meta name="robots" content="noindex" />
      {token ? <Confirm token={token} /> : <p>{text.noToken}</p>}
      <p>
        <Link href="/">{text.home}</Link>
      </p>
    </TextPage>
  );
}
