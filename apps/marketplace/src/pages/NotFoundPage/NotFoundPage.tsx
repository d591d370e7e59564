import { Link } from 'wouter';
import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

/** A real 404 page (and `noindex`) for any address that resolves to nothing. */
export default function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'This page does not exist on Haat.' });
  return (
    <TextPage title="Page not found">
      <meta name="robots" content="noindex" />
      <p>We could not find that page. It may have moved, or the ad may have been removed.</p>
      <p>
        <Link href="/">Go to the home page</Link> or <Link href="/search/">browse all ads</Link>.
      </p>
    </TextPage>
  );
}
