import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

export default function AdPage() {
  usePageMeta({ title: 'AdPage' });
  return <TextPage title="AdPage">{null}</TextPage>;
}
