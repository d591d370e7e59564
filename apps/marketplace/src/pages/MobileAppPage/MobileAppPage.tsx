import { useSite } from '../../features/site/useSite';
import { usePageMeta } from '../../seo/usePageMeta';
import { ExternalLink } from '../shared/ExternalLink';
import { Bullets } from '../shared/Legal';
import { TextPage } from '../shared/Page';
import { mobileAppText as text } from './mobileAppText';

export default function MobileAppPage() {
  usePageMeta({ title: text.title, description: text.description });
  const site = useSite();
  const play = site.data?.play_store_url;
  const apple = site.data?.app_store_url;
  return (
    <TextPage title={text.heading}>
      <p>{text.intro}</p>
      <Bullets items={text.features} />
      {/* An unset store link is left out; with neither set the page says the app is coming. */}
      {site.loading ? null : play || apple ? (
        <ul>
          {play ? (
            <li>
              <ExternalLink href={play}>{text.play}</ExternalLink>
            </li>
          ) : null}
          {apple ? (
            <li>
              <ExternalLink href={apple}>{text.appStore}</ExternalLink>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{text.comingSoon}</p>
      )}
    </TextPage>
  );
}
