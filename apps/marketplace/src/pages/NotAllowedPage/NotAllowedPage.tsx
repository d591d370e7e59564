import { Link } from '@haat/ui';
import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';
import { notAllowedText as text } from './notAllowedText';

/** What a signed-in customer sees on an admin route (the server refuses them too). */
export default function NotAllowedPage() {
  usePageMeta({ title: text.title });
  return (
    <TextPage title={text.title}>
      <meta name="robots" content="noindex" />
      <p>{text.body}</p>
      <p>
        <Link href="/">{text.home}</Link>
      </p>
    </TextPage>
  );
}
