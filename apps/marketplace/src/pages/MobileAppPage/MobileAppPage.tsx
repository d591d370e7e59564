import { SiteValue } from '../../features/site/SiteValue';
import { useSite } from '../../features/site/useSite';
import { usePageMeta } from '../../seo/usePageMeta';
import { ExternalLink } from '../shared/ExternalLink';
import { TextPage } from '../shared/Page';

export default function MobileAppPage() {
  usePageMeta({
    title: 'Haat mobile app',
    description: 'Get the Haat app for Android and iPhone: chat alerts and quick posting.',
  });
  const site = useSite();
  const play = site.data?.play_store_url;
  const apple = site.data?.app_store_url;
  return (
    <TextPage title="The Haat app">
      <p>Everything on the website, in your pocket, with a notification the moment a buyer writes to you.</p>
      <ul>
        <li>Post an ad in a minute with photos straight from your camera.</li>
        <li>Chat with buyers and sellers, with alerts.</li>
        <li>Save searches and favourites across devices.</li>
      </ul>
      {/* A store link that is not set is named, never a link to nowhere. */}
      <ul>
        <li>
          {play ? (
            <ExternalLink href={play}>Get it on Google Play</ExternalLink>
          ) : (
            <>
              Google Play: <SiteValue site={site} name="play_store_url" />
            </>
          )}
        </li>
        <li>
          {apple ? (
            <ExternalLink href={apple}>Download on the App Store</ExternalLink>
          ) : (
            <>
              App Store: <SiteValue site={site} name="app_store_url" />
            </>
          )}
        </li>
      </ul>
    </TextPage>
  );
}
