import type { StoredLocation } from '../../state/storage';
import { usePageMeta } from '../../seo/usePageMeta';
import { TextPage } from '../shared/Page';

export interface SearchPreset {
  category?: string;
  sub_category?: string;
  place?: StoredLocation;
}

export default function SearchPage(_props: { preset?: SearchPreset }) {
  usePageMeta({ title: 'Search' });
  return <TextPage title="Search">{null}</TextPage>;
}
