import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

export default function ForgotPasswordPage() {
  usePageMeta({ title: 'ForgotPasswordPage' });
  return <TextPage title="ForgotPasswordPage">{null}</TextPage>;
}
