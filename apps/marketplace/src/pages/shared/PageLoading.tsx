import { pageLoadingText } from './pageLoadingText';

/**
 * The empty space that holds a page's height while its code or its data loads, so the footer does
 * not jump up and back; screen readers hear it named and busy.
 */
export function PageLoading({
  label = pageLoadingText.loading,
  minHeight = '100vh',
}: {
  label?: string;
  minHeight?: string;
}) {
  return <div aria-busy="true" aria-label={label} style={{ minHeight }} />;
}
