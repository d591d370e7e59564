import type { ReactNode } from 'react';
import type { Resource } from '../../query/useQuery';
import type { Site } from '../../api/types';
import { fillNodes } from '../../pages/shared/fillNodes';
import { siteText } from './siteText';

/** `+91 80 1234 5678` as a `tel:` address. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The operator's details that are text (the ad network's settings are not shown). */
type SiteText = Exclude<keyof Site, 'ads'>;

interface SiteValueProps {
  site: Resource<Site>;
  name: SiteText;
  /** A set value as a `mailto:` link, a `tel:` link, or text. @default 'text' */
  as?: 'email' | 'phone' | 'text';
}

/**
 * One of the operator's details from `GET /api/site/`. An unset one renders nothing: visitors never
 * read configuration words (the operator finds the list in `npm start`'s banner and on /admin/settings/).
 */
function SiteValue({ site, name, as = 'text' }: SiteValueProps) {
  if (site.loading) return <span>{siteText.loading}</span>;
  if (!site.data) return <span>{siteText.unavailable}</span>;
  const value = site.data[name];
  if (value === null) return null;
  if (as === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (as === 'phone') return <a href={telHref(value)}>{value}</a>;
  return <>{value}</>;
}

export interface SiteFactProps extends SiteValueProps {
  label: ReactNode;
}

/** A `<dt>`/`<dd>` pair of a `Facts` list, left out entirely while its setting is unset. */
export function SiteFact({ label, ...value }: SiteFactProps) {
  if (value.site.data && value.site.data[value.name] === null) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <SiteValue {...value} />
      </dd>
    </>
  );
}

/** One sentence for each mix of a set e-mail and phone, so an unset one is left out, not named. */
export interface ContactTemplates {
  /** `{email}` and `{phone}` are replaced by links. */
  both: string;
  email: string;
  phone: string;
  /** Neither is set; `{form}` (if present) is replaced by `form`. */
  none: string;
}

/** The support e-mail and phone in a sentence, choosing the template that names only what is set. */
export function ContactSentence({
  site,
  templates,
  form,
}: {
  site: Resource<Site>;
  templates: ContactTemplates;
  form?: ReactNode;
}) {
  if (site.loading) return <span>{siteText.loading}</span>;
  const email = site.data?.support_email ?? null;
  const phone = site.data?.support_phone ?? null;
  const template = email && phone ? templates.both : email ? templates.email : phone ? templates.phone : templates.none;
  return (
    <>
      {fillNodes(template, {
        email: <SiteValue site={site} name="support_email" as="email" />,
        phone: <SiteValue site={site} name="support_phone" as="phone" />,
        form,
      })}
    </>
  );
}
