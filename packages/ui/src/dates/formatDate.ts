import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { DATE_FORMAT } from './format';

/** `new Date(2026, 2, 5)` → `'03-05-2026'`. An invalid date gives `''`. */
export function formatDate(date: Date): string {
  return isValid(date) ? format(date, DATE_FORMAT) : '';
}
