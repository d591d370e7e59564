import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

export default function ContactPage() {
  usePageMeta({ title: 'ContactPage' });
  return <TextPage title="ContactPage">{null}</TextPage>;
}
