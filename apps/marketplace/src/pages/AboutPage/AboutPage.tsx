import { SiteValue } from '../../features/site/SiteValue';
import { useSite } from '../../features/site/useSite';
import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

export default function AboutPage() {
  usePageMeta({
    title: 'About Haat',
    description: 'Haat is a free classifieds marketplace for India: buy and sell near you.',
  });
  const site = useSite();
  return (
    <TextPage title="About Haat">
      <p>
        Haat (हाट) is the weekly village market, where neighbours meet to buy and sell. We built the same thing for
        phones: a free classifieds marketplace where anyone in India can post an ad for a mobile, a car, a flat, a job
        or a sofa, and buyers nearby can find it.
      </p>
      <h2>Free to post</h2>
      <p>
        Posting an ad costs nothing. Sellers who want more buyers can make an ad featured: featured ads are listed
        first, and we promise cashback if the item sells within the featured period.
      </p>
      <h2>Safe by design</h2>
      <p>
        Everyone signs in with a +91 mobile number and a one-time password, and buyers talk to sellers through chat,
        without sharing numbers until they want to.
      </p>
      <h2>Talk to us</h2>
      <p>
        Write to <SiteValue site={site} name="support_email" as="email" /> or call{' '}
        <SiteValue site={site} name="support_phone" as="phone" />.
      </p>
    </TextPage>
  );
}
