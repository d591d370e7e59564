import { Link } from 'wouter';
import { useSsrStore } from '../../api/ssr';
import { usePageMeta } from '../../seo/usePageMeta';
import { fillNodes } from '../shared/fillNodes';
import { TextPage } from '../shared/Page';
import { notFoundText as text } from './notFoundText';

/** A real 404 page (and `noindex`) for any address that resolves to nothing. */
export default function NotFoundPage() {
  // A server render of this page answers 404, not 200 (crawlers, link checkers, monitoring).
  useSsrStore()?.markNotFound();
  usePageMeta({ title: text.title, description: text.description });
  return (
    <TextPage title={text.title}>
      <meta name="robots" content="noindex" />
      <p>{text.body}</p>
      <p>
        {fillNodes(text.next, {
          home: <Link href="/">{text.home}</Link>,
          search: <Link href="/search/">{text.search}</Link>,
        })}
      </p>
    </TextPage>
  );
}
