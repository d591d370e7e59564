import { Button } from '@haat/ui';
import { useSyncExternalStore } from 'react';
import { useSite } from '../../features/site/useSite';
import { installAvailable, install } from '../../pwa/install';
import { usePageMeta } from '../../seo/usePageMeta';
import { ExternalLink } from '../shared/ExternalLink';
import { Bullets } from '../shared/Legal';
import { TextPage } from '../shared/Page';
import { mobileAppText as text } from './mobileAppText';

/** Running as the installed app (opened from the home screen); the server's render says no. */
const standalone = () => window.matchMedia?.('(display-mode: standalone)').matches ?? false;
const noChange = () => () => {};

export default function MobileAppPage() {
  usePageMeta({ title: text.title, description: text.description });
  const site = useSite();
  const play = site.data?.play_store_url;
  const apple = site.data?.app_store_url;
  const canInstall = useSyncExternalStore(installAvailable.subscribe, installAvailable.now, installAvailable.server);
  const installed = useSyncExternalStore(noChange, standalone, () => false);
  return (
    <TextPage title={text.heading}>
      <p>{text.intro}</p>
      <Bullets items={text.features} />
      <h2>{text.installHeading}</h2>
      {installed ? (
        <p>{text.installed}</p>
      ) : (
        <>
          <p>{text.installIntro}</p>
          {canInstall ? (
            <p>
              <Button onClick={() => void install()}>{text.installNow}</Button>
            </p>
          ) : null}
          <Bullets items={text.installSteps} />
        </>
      )}
      {/* The store badges only where their links are set (the operator's settings) */}
      {play || apple ? (
        <>
          <h2>{text.storesHeading}</h2>
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
        </>
      ) : null}
    </TextPage>
  );
}
