import styled from 'styled-components';

/** My Account's lists of rows (signed-in devices, consents): what it is on the left, its action on the right. */
export const RowList = styled.ul`
  display: grid;
  gap: var(--haat-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--haat-space-2);
  }
  p {
    margin: 0;
  }
`;
