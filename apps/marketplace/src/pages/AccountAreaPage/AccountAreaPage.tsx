import { Link, useLocation } from 'wouter';
import { usePageMeta } from '../../seo/usePageMeta';
import { fill } from '../shared/fill';
import { TextPage } from '../shared/Page';
import { accountAreaText as text } from './accountAreaText';

/** Signed-in screens (my ads, posting, chat, ...) are built separately; this holds their place. */
export default function AccountAreaPage() {
  const [path] = useLocation();
  usePageMeta({ title: text.title });
  return (
    <TextPage title={text.title}>
      <p>{fill(text.soon, { path })}</p>
      <p>
        <Link href="/">{text.home}</Link>
      </p>
    </TextPage>
  );
}
