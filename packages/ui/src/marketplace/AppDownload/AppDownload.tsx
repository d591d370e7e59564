import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { marketplaceStrings } from '../strings';

export interface AppDownloadProps {
  /** The app's Google Play page; without it the badge is shown dimmed, as text, not as a link. */
  playStoreHref?: string;
  /** The app's App Store page; without it the badge is shown dimmed, as text, not as a link. */
  appStoreHref?: string;
  /** The block's heading. @default 'Get the Haat app' */
  title?: string;
  /** The sentence under the heading. @default 'Buy and sell faster with chat alerts on your phone.' */
  text?: string;
  /** A badge's first line while its link is not set. @default 'Coming soon' */
  unsetText?: string;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.bg.brand};
  border-radius: ${({ theme }) => theme.radii.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    grid-template-columns: 1fr auto;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A store badge drawn in CSS and SVG: no third-party image, readable text. Black, white and grey are
 * the stores' own badge colours (their brand rules), hence raw values rather than theme roles.
 */
const StoreBadge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 168px;
  min-height: 52px;
  padding: 6px 14px;
  color: #fff;
  text-decoration: none;
  background: #000;
  border: 1px solid #a6a6a6;
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    ${focusRing};
    outline-color: ${({ theme }) => theme.colors.text.inverse};
  }
  &[data-state='unset'] {
    opacity: 0.6;
    border-style: dashed;
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
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
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

/** The "get the app" block with Google Play and App Store badges; a badge without its link is not a link. */
export function AppDownload({
  playStoreHref,
  appStoreHref,
  title = marketplaceStrings.appDownloadTitle,
  text = marketplaceStrings.appDownloadText,
  unsetText = marketplaceStrings.appLinkUnset,
}: AppDownloadProps) {
  const titleId = useId();
  const badge = (href: string | undefined) =>
    href ? ({ href, rel: 'noopener' } as const) : ({ as: 'span', 'data-state': 'unset' } as const);
  return (
    <Section aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{title}</h2>
        <p>{text}</p>
      </div>
      <Badges>
        <li>
          <StoreBadge {...badge(playStoreHref)}>
            <PlayMark />
            <span>
              <small>{playStoreHref ? 'Get it on' : unsetText}</small>
              <strong>Google Play</strong>
            </span>
          </StoreBadge>
        </li>
        <li>
          <StoreBadge {...badge(appStoreHref)}>
            <AppleMark />
            <span>
              <small>{appStoreHref ? 'Download on the' : unsetText}</small>
              <strong>App Store</strong>
            </span>
          </StoreBadge>
        </li>
      </Badges>
    </Section>
  );
}
