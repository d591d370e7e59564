import { site } from '../../config';
import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

export default function TermsPage() {
  usePageMeta({
    title: 'Terms & Conditions',
    description: 'The terms for using Haat, the free classifieds marketplace.',
  });
  return (
    <TextPage title="Terms & Conditions">
      <p>By using Haat you agree to these terms. Please read them with care.</p>
      <h2>Your account</h2>
      <p>
        You sign up with your own Indian mobile number and keep your password to yourself. You are responsible for what
        is posted from your account.
      </p>
      <h2>What you may post</h2>
      <p>
        Ads must describe a real item, property, job or service that you may lawfully offer, with a fair price and your
        own photos. Prohibited goods, misleading ads, duplicates and ads that infringe someone else&apos;s rights are
        removed.
      </p>
      <h2>Featured ads and the wallet</h2>
      <p>
        Featuring an ad is paid from your wallet. Cashback for a featured ad that sells within its featured period is
        credited to the wallet after the sale is confirmed.
      </p>
      <h2>Dealing with other users</h2>
      <p>
        Haat is a meeting place: the sale is between buyer and seller. Meet in a public place, inspect the item and
        never pay in advance to someone you have not met.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    </TextPage>
  );
}
