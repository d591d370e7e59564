import { Link } from 'wouter';
import { ContactSentence, SiteFact } from '../../features/site/SiteValue';
import { useSite } from '../../features/site/useSite';
import { usePageMeta } from '../../seo/usePageMeta';
import { Bullets, Contents, Facts, LegalSection, Paragraphs } from '../shared/Legal';
import { TextPage } from '../shared/Page';
import { currentLang } from '../../i18n/language';
import { legalText } from '../shared/legalText';
import { Notice } from '../shared/Legal';
import { termsText as t } from './termsText';

const { role, account, ads, prohibited, paid, conduct, liability, law } = t.sections;
// Read while rendering (the headings are in the page's language), never into a copy at load.
const sections = () => [
  { id: 'role', heading: role.heading },
  { id: 'account', heading: account.heading },
  { id: 'ads', heading: ads.heading },
  { id: 'prohibited', heading: prohibited.heading },
  { id: 'paid', heading: paid.heading },
  { id: 'conduct', heading: conduct.heading },
  { id: 'liability', heading: liability.heading },
  { id: 'law', heading: law.heading },
  { id: 'grievance', heading: t.grievance.heading },
  { id: 'contact', heading: t.contact.heading },
];

export default function TermsPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  const site = useSite();
  return (
    <TextPage title={t.title}>
      {currentLang() === 'en' ? null : <Notice role="note">{legalText.translationNote}</Notice>}
      <Paragraphs items={t.intro} />
      <Facts>
        <SiteFact label={t.operatorLabel} site={site} name="operator_legal_name" />
        <SiteFact label={t.addressLabel} site={site} name="operator_address" />
      </Facts>
      <Contents label={t.contents} sections={sections()} />
      <LegalSection id="role" heading={role.heading}>
        <Paragraphs items={role.paragraphs} />
      </LegalSection>
      <LegalSection id="account" heading={account.heading}>
        <Paragraphs items={account.paragraphs} />
      </LegalSection>
      <LegalSection id="ads" heading={ads.heading}>
        <Paragraphs items={ads.paragraphs} />
      </LegalSection>
      <LegalSection id="prohibited" heading={prohibited.heading}>
        <Paragraphs items={prohibited.paragraphs} />
        <Bullets items={prohibited.list} />
        <Paragraphs items={prohibited.after} />
      </LegalSection>
      <LegalSection id="paid" heading={paid.heading}>
        <Paragraphs items={[paid.wallet, paid.featured, paid.cashback, paid.banners, paid.prices]} />
        <p>
          <Link href="/pricing/">{paid.pricingLink}</Link>
        </p>
      </LegalSection>
      <LegalSection id="conduct" heading={conduct.heading}>
        <Paragraphs items={conduct.paragraphs} />
      </LegalSection>
      <LegalSection id="liability" heading={liability.heading}>
        <Paragraphs items={liability.paragraphs} />
      </LegalSection>
      <LegalSection id="law" heading={law.heading}>
        <Paragraphs items={law.paragraphs} />
      </LegalSection>
      <LegalSection id="grievance" heading={t.grievance.heading}>
        <p>{t.grievance.intro}</p>
        <Facts>
          <SiteFact label={t.grievance.nameLabel} site={site} name="grievance_officer_name" />
          <SiteFact label={t.grievance.emailLabel} site={site} name="grievance_officer_email" as="email" />
          <SiteFact label={t.grievance.addressLabel} site={site} name="operator_address" />
        </Facts>
        <Paragraphs items={t.grievance.paragraphs} />
      </LegalSection>
      <LegalSection id="contact" heading={t.contact.heading}>
        <p>
          <ContactSentence
            site={site}
            templates={t.contact.text}
            form={<Link href="/contact-us/">{t.contact.form}</Link>}
          />
        </p>
      </LegalSection>
    </TextPage>
  );
}
