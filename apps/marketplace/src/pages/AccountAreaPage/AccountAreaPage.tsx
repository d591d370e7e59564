import { Link, useLocation } from 'wouter';
import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

/** Signed-in screens (my ads, posting, chat, ...) are built separately; this holds their place. */
export default function AccountAreaPage() {
  const [path] = useLocation();
  usePageMeta({ title: 'My account' });
  return (
    <TextPage title="My account">
      <p>This part of your account ({path}) opens here soon.</p>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </TextPage>
  );
}
