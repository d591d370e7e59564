import { ContactSentence } from '../../features/site/SiteValue';
import { Link } from 'wouter';
import { useSite } from '../../features/site/useSite';
import { usePageMeta } from '../../seo/usePageMeta';
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
        <ContactSentence
          site={site}
          templates={text.contact}
          form={<Link href="/contact-us/">{text.contactForm}</Link>}
        />
      </p>
    </TextPage>
  );
}
