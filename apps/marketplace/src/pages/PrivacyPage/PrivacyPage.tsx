import { site } from '../../config';
import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

export default function PrivacyPage() {
  usePageMeta({ title: 'Privacy Policy', description: 'How Haat collects, uses and protects your personal data.' });
  return (
    <TextPage title="Privacy Policy">
      <p>
        We collect only what the marketplace needs to work, and we process it under India&apos;s Digital Personal Data
        Protection Act, 2023.
      </p>
      <h2>What we keep</h2>
      <p>
        Your mobile number, name and password (stored hashed), the ads you post, your chats, and the location you pick
        so listings near you come first. Your browser keeps your sign-in token and chosen location on your device.
      </p>
      <h2>What others see</h2>
      <p>
        Buyers see your ads, your name and how long you have been a member. Your mobile number is not shown on your ads.
      </p>
      <h2>Your choices</h2>
      <p>
        You can edit or delete your ads and your account at any time. To get a copy of your data, or to have it erased,
        write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    </TextPage>
  );
}
