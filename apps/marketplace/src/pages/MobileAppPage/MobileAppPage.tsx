import { site } from '../../config';
import { usePageMeta } from '../../seo/usePageMeta';
import { ExternalLink } from '../shared/ExternalLink';
import { TextPage } from '../shared/Page';

export default function MobileAppPage() {
  usePageMeta({
    title: 'Haat mobile app',
    description: 'Get the Haat app for Android and iPhone: chat alerts and quick posting.',
  });
  return (
    <TextPage title="The Haat app">
      <p>Everything on the website, in your pocket, with a notification the moment a buyer writes to you.</p>
      <ul>
        <li>Post an ad in a minute with photos straight from your camera.</li>
        <li>Chat with buyers and sellers, with alerts.</li>
        <li>Save searches and favourites across devices.</li>
      </ul>
      <p>
        <ExternalLink href={site.appStores.android}>Get it on Google Play</ExternalLink>
        {' · '}
        <ExternalLink href={site.appStores.ios}>Download on the App Store</ExternalLink>
      </p>
    </TextPage>
  );
}
