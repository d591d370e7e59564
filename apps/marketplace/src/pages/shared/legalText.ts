import { defineText } from '@haat/ui';

/** Words the legal pages (Terms, Privacy) share, for a translated catalogue to replace. */
export const legalText = defineText('legal', {
  /** Shown above a translated legal page, never on the English one. */
  translationNote:
    'This page is a translation for your convenience. The English version is the one that is legally binding.',
});
