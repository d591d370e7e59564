import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

export default function StorePage() {
  usePageMeta({ title: 'StorePage' });
  return <TextPage title="StorePage">{null}</TextPage>;
}
