import { defineText } from '@haat/ui/text';

/** Saved searches, their labels and their alerts. */
export const savedSearchesText = defineText('savedSearches', {
  noSavedSearch: 'No such saved search.',
  atMost: 'You can keep {max} saved searches. Delete one to save this search.',
  /** A search for anything: "Everything in Delhi". */
  everything: 'Everything',
  /** {what}: the words searched, or a category; {place}: a city, area or state. */
  labelIn: '{what} in {place}',
  alert: '{count, plural, one {# new {what} ad} other {# new {what} ads}}',
  alertIn: '{count, plural, one {# new {what} ad in {place}} other {# new {what} ads in {place}}}',
  alertAll: '{count, plural, one {# new ad} other {# new ads}}',
  alertAllIn: '{count, plural, one {# new ad in {place}} other {# new ads in {place}}}',
});
