import styled from 'styled-components';
import type { Resource } from '../../api/ApiProvider';
import type { Site } from '../../api/types';
import { fill } from '../../pages/shared/fill';
import { siteSettings, siteText } from './siteText';

/** An unset setting stands out (warning colours, dashed outline) so it is not taken for real text. */
const Unset = styled.span`
  padding: 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.warning};
  background: ${({ theme }) => theme.colors.bg.warning};
  border: 1px dashed currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** `+91 80 1234 5678` as a `tel:` address. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The text an unset setting is shown with: "Not set: SUPPORT_EMAIL". */
const notSetText = (name: keyof Site) => fill(siteText.notSet, { setting: siteSettings[name] });

export interface SiteValueProps {
  site: Resource<Site>;
  name: keyof Site;
  /** A set value as a `mailto:` link, a `tel:` link, or text. @default 'text' */
  as?: 'email' | 'phone' | 'text';
}

/** One of the operator's details from `GET /api/site/`, or plainly "Not set: NAME" when unset. */
export function SiteValue({ site, name, as = 'text' }: SiteValueProps) {
  if (site.loading) return <span>{siteText.loading}</span>;
  if (!site.data) return <span>{siteText.unavailable}</span>;
  const value = site.data[name];
  if (value === null) return <Unset data-unset={siteSettings[name]}>{notSetText(name)}</Unset>;
  if (as === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (as === 'phone') return <a href={telHref(value)}>{value}</a>;
  return <>{value}</>;
}
