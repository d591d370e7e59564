import { Link } from 'wouter';
import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

export default function TryPage() {
  usePageMeta({ title: 'Try Haat', description: 'See how Haat works before you sign up: browse, search and chat.' });
  return (
    <TextPage title="Try Haat">
      <p>You do not need an account to look around. Try these:</p>
      <ul>
        <li>
          <Link href="/search/Mobiles+Tablets/">Browse mobiles and tablets</Link>
        </li>
        <li>
          <Link href="/search/Cars+Bikes/">Browse cars and bikes</Link>
        </li>
        <li>
          <Link href="/search/?search=sofa">Search for a sofa</Link>
        </li>
      </ul>
      <p>
        When you find something you like, sign up with your mobile number to chat with the seller, or{' '}
        <Link href="/post-free-ad/">post your own free ad</Link>.
      </p>
    </TextPage>
  );
}
