import { SiteValue } from '../../features/site/SiteValue';
import { useSite } from '../../features/site/useSite';
import { usePageMeta } from '../../seo/usePageMeta';
import { fillNodes } from '../shared/fillNodes';
import { TextPage } from '../shared/Page';
import { aboutText as text } from './aboutText';

export default function AboutPage() {
  usePageMeta({ title: text.title, description: text.description });
  const site = useSite();
  return (
    <TextPage title={text.title}>
      <p>{text.intro}</p>
      <h2>{text.freeHeading}</h2>
      <p>{text.free}</p>
      <h2>{text.safeHeading}</h2>
      <p>{text.safe}</p>
      <h2>{text.contactHeading}</h2>
      <p>
        {fillNodes(text.contact, {
          email: <SiteValue site={site} name="support_email" as="email" />,
          phone: <SiteValue site={site} name="support_phone" as="phone" />,
        })}
      </p>
    </TextPage>
  );
}
