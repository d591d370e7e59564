import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';
import { marketplaceStrings } from '../strings';
import { media } from '../../theme/media';

export interface AppDownloadProps {
  /** The app's Google Play page; without it there is no Google Play badge. */
  playStoreHref?: string;
  /** The app's App Store page; without it there is no App Store badge. */
  appStoreHref?: string;
  /** Where installing from the browser is explained (e.g. `/mobile-app`): a link beside the badges, or alone. */
  installHref?: string;
  /** That link's words. @default 'Install from your browser' */
  installText?: string;
  /** The block's heading. @default 'Get the Haat app' */
  title?: string;
  /** The sentence under the heading. @default 'Buy and sell faster with chat alerts on your phone.' */
  text?: string;
}

const InstallLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 var(--haat-space-4);
  border: 1px solid var(--haat-color-text-inverse);
  border-radius: var(--haat-radius-md);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-inverse);
  text-decoration: none;

  &:focus-visible {
    ${focusRing};
    outline-color: var(--haat-color-text-inverse);
  }
`;

const Section = styled.section`
  display: grid;
  gap: var(--haat-space-4);
  align-items: center;
  padding: var(--haat-space-6);
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-brand);
  border-radius: var(--haat-radius-lg);
  ${media.tab} {
    grid-template-columns: 1fr auto;
  }
  h2 {
    margin: 0 0 var(--haat-space-1);
    font-size: var(--haat-font-size-xl);
  }
  p {
    margin: 0;
  }
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A store badge drawn in CSS and SVG: no third-party image, readable text. Black, white and grey are
 * the stores' own badge colours (their brand rules), hence raw values rather than theme roles: the
 * same in both schemes.
 */
// eslint-disable-next-line no-restricted-syntax -- the stores' badge colours, fixed by their brand rules
const StoreBadge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--haat-space-2);
  min-width: 168px;
  min-height: 52px;
  padding: 6px 14px;
  color: #fff;
  text-decoration: none;
  background: #000;
  border: 1px solid #a6a6a6;
  border-radius: var(--haat-radius-md);
  &:focus-visible {
    ${focusRing};
    outline-color: var(--haat-color-text-inverse);
  }
  span {
    display: grid;
    line-height: 1.1;
  }
  small {
    font-size: 10px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  strong {
    font-size: 18px;
    font-weight: var(--haat-font-weight-semibold);
  }
`;

function PlayMark() {
  return (
    <svg width="24" height="26" viewBox="0 0 24 26" aria-hidden="true" focusable="false">
      <path d="M1 1l13 12L1 25z" fill="#00d7fe" />
      <path d="M1 1l17 9.5-4 2.5z" fill="#00f076" />
      <path d="M1 25l17-9.5-4-2.5z" fill="#f83a51" />
      <path d="M18 10.5l5 2.5-5 2.5-4-2.5z" fill="#ffc700" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg width="22" height="26" viewBox="0 0 22 26" aria-hidden="true" focusable="false">
      <path
        fill="#fff"
        d="M18.1 13.8c0-3 2.5-4.5 2.6-4.6-1.4-2.1-3.6-2.4-4.4-2.4-1.9-.2-3.6 1.1-4.6 1.1-.9 0-2.4-1.1-4-1-2 0-3.9 1.2-5 3-2.1 3.7-.5 9.2 1.5 12.2 1 1.5 2.2 3.1 3.8 3 1.5-.1 2.1-1 3.9-1s2.4 1 4 1c1.7 0 2.7-1.5 3.7-3 1.2-1.7 1.6-3.3 1.7-3.4-.1 0-3.2-1.2-3.2-4.9zM15.1 4.8c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.6.8-3.5 1.8-.8.9-1.4 2.3-1.3 3.7 1.4.1 2.7-.7 3.6-1.7z"
      />
    </svg>
  );
}

/** The "get the app" block: a store badge for each store link that is set, and installing from the browser. */
export function AppDownload({
  playStoreHref,
  appStoreHref,
  title = marketplaceStrings.appDownloadTitle,
  text = marketplaceStrings.appDownloadText,
  installHref,
  installText = marketplaceStrings.appInstallFromBrowser,
}: AppDownloadProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{title}</h2>
        <p>{text}</p>
      </div>
      <Badges>
        {playStoreHref ? (
          <li>
            <StoreBadge href={playStoreHref} rel="noopener">
              <PlayMark />
              <span>
                <small>{marketplaceStrings.playStoreLine}</small>
                <strong>{marketplaceStrings.playStore}</strong>
              </span>
            </StoreBadge>
          </li>
        ) : null}
        {appStoreHref ? (
          <li>
            <StoreBadge href={appStoreHref} rel="noopener">
              <AppleMark />
              <span>
                <small>{marketplaceStrings.appStoreLine}</small>
                <strong>{marketplaceStrings.appStore}</strong>
              </span>
            </StoreBadge>
          </li>
        ) : null}
        {installHref ? (
          <li>
            <InstallLink href={installHref}>{installText}</InstallLink>
          </li>
        ) : null}
      </Badges>
    </Section>
  );
}
