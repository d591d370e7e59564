export { SpecsTable } from './SpecsTable';
export type { SpecsTableProps } from './SpecsTable';
export type { AdDetails } from './specs';
export { adDetailText, detailLabel, detailValue } from './specsText';
