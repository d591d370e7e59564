import { Heading } from '@haat/ui';
import styled from 'styled-components';

/** A card's heading (pages/shared/Page.tsx's Card): the kit's level-2 heading (xl) and the space under it. */
export const CardTitle = styled(Heading).attrs({ level: 2 })`
  margin-block-end: var(--haat-space-3);
`;
