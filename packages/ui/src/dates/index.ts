export { formatDate } from './formatDate';
export { parseDate } from './parseDate';
export { DATE_FORMAT, DATE_FORMAT_LABEL } from './format';
