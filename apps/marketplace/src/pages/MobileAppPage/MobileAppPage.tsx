import { SiteValue } from '../../features/site/SiteValue';
import { useSite } from '../../features/site/useSite';
import { usePageMeta } from '../../seo/usePageMeta';
import { ExternalLink } from '../shared/ExternalLink';
import { fillNodes } from '../shared/fillNodes';
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
      {/* A store link that is not set is named, never a link to nowhere. */}
      <ul>
        <li>
          {play ? (
            <ExternalLink href={play}>{text.play}</ExternalLink>
          ) : (
            fillNodes(text.playUnset, { setting: <SiteValue site={site} name="play_store_url" /> })
          )}
        </li>
        <li>
          {apple ? (
            <ExternalLink href={apple}>{text.appStore}</ExternalLink>
          ) : (
            fillNodes(text.appStoreUnset, { setting: <SiteValue site={site} name="app_store_url" /> })
          )}
        </li>
      </ul>
    </TextPage>
  );
}
