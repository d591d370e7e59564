import { adDetailText } from './specsText';
import { useId } from 'react';
import { specRows, type AdDetails } from './specs';
import { Heading, List, Row, Section, Term, Value } from './SpecsTable.styles';

export interface SpecsTableProps {
  /** The ad's category key, e.g. `Cars+Bikes`, `Properties`, `Jobs`, `Mobiles+Tablets`. */
  category: string;
  /** The ad's sub-category, e.g. `Cars` or `Houses & Apartments`. */
  subCategory?: string;
  /** The ad's category-specific details (`ad.data`). */
  data: AdDetails;
  /** The section's heading, which also names it. @default adDetailText.heading ('Details') */
  heading?: string;
}

/**
 * The category-specific details of an ad as a definition list. Shows only the fields the spec
 * defines for the ad's category, and only those with a value; renders nothing when none apply.
 */
export function SpecsTable({ category, subCategory, data, heading = adDetailText.heading }: SpecsTableProps) {
  const headingId = useId();
  const rows = specRows(category, subCategory, data);
  if (rows.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <List>
        {rows.map((row) => (
          <Row key={row.key} data-field={row.key}>
            <Term>{row.label}</Term>
            <Value>{row.value}</Value>
          </Row>
        ))}
      </List>
    </Section>
  );
}
