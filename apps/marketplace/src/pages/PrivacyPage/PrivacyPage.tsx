import { SiteFact } from '../../features/site/SiteValue';
import { useSite } from '../../features/site/useSite';
import { usePageMeta } from '../../seo/usePageMeta';
import { Bullets, Contents, Facts, LegalSection, Paragraphs } from '../shared/Legal';
import { TextPage } from '../shared/Page';
import { currentLang } from '../../i18n/language';
import { legalText } from '../shared/legalText';
import { Notice } from '../shared/Legal';
import { privacyText as t } from './privacyText';

const { collect, purposes, share, retention, rights, children, security, changes } = t.sections;
// Read while rendering (the headings are in the page's language), never into a copy at load.
const sections = () => [
  { id: 'collect', heading: collect.heading },
  { id: 'purposes', heading: purposes.heading },
  { id: 'share', heading: share.heading },
  { id: 'retention', heading: retention.heading },
  { id: 'rights', heading: rights.heading },
  { id: 'children', heading: children.heading },
  { id: 'security', heading: security.heading },
  { id: 'changes', heading: changes.heading },
  { id: 'contact', heading: t.contact.heading },
];

export default function PrivacyPage() {
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
      <LegalSection id="collect" heading={collect.heading}>
        <Bullets items={collect.list} />
        <p>{collect.device}</p>
      </LegalSection>
      <LegalSection id="purposes" heading={purposes.heading}>
        <Paragraphs items={purposes.paragraphs} />
        <Bullets items={purposes.list} />
        <Paragraphs items={purposes.after} />
      </LegalSection>
      <LegalSection id="share" heading={share.heading}>
        <Paragraphs items={share.paragraphs} />
      </LegalSection>
      <LegalSection id="retention" heading={retention.heading}>
        <Bullets items={retention.list} />
      </LegalSection>
      <LegalSection id="rights" heading={rights.heading}>
        <Paragraphs items={rights.paragraphs} />
        <Bullets items={rights.list} />
        <Paragraphs items={rights.after} />
      </LegalSection>
      <LegalSection id="children" heading={children.heading}>
        <Paragraphs items={children.paragraphs} />
      </LegalSection>
      <LegalSection id="security" heading={security.heading}>
        <Paragraphs items={security.paragraphs} />
      </LegalSection>
      <LegalSection id="changes" heading={changes.heading}>
        <Paragraphs items={changes.paragraphs} />
      </LegalSection>
      <LegalSection id="contact" heading={t.contact.heading}>
        <p>{t.contact.intro}</p>
        <Facts>
          <SiteFact label={t.contact.nameLabel} site={site} name="grievance_officer_name" />
          <SiteFact label={t.contact.emailLabel} site={site} name="grievance_officer_email" as="email" />
          <SiteFact label={t.contact.addressLabel} site={site} name="operator_address" />
        </Facts>
      </LegalSection>
    </TextPage>
  );
}
