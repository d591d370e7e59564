import { Link } from 'wouter';
import { usePageMeta } from '../../seo/usePageMeta';
import { fillNodes } from '../shared/fillNodes';
import { TextPage } from '../shared/Page';
import { tryText as text } from './tryText';

export default function TryPage() {
  usePageMeta({ title: text.title, description: text.description });
  return (
    <TextPage title={text.title}>
      <p>{text.intro}</p>
      <ul>
        <li>
          <Link href="/search/Mobiles+Tablets/">{text.mobiles}</Link>
        </li>
        <li>
          <Link href="/search/Cars+Bikes/">{text.cars}</Link>
        </li>
        <li>
          <Link href="/search/?search=sofa">{text.sofa}</Link>
        </li>
      </ul>
      <p>{fillNodes(text.next, { post: <Link href="/post-free-ad/">{text.post}</Link> })}</p>
    </TextPage>
  );
}
