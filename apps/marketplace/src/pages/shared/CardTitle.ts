import styled from 'styled-components';

/** A card's heading (pages/shared/Page.tsx's Card). */
export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
