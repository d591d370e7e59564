import styled from 'styled-components';

export const FieldRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  &[data-layout='inline'] {
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[2]};
    align-items: start;
  }
  &[data-layout='inline'] > :not(:first-child) {
    grid-column: 2;
  }
`;

export const FieldLabel = styled.label`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.default};

  [data-disabled] > & {
    color: ${({ theme }) => theme.colors.text.muted};
  }
  [data-layout='inline'] > & {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    cursor: pointer;
  }
`;

export const RequiredMark = styled.span`
  margin-inline-start: 2px;
  color: ${({ theme }) => theme.colors.text.danger};
`;

export const FieldHint = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const FieldError = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: baseline;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.danger};
`;

export const ErrorIcon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 14px;
  height: 14px;
  font-size: 10px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.text.danger};
  border-radius: ${({ theme }) => theme.radii.round};
  transform: translateY(2px);
`;
