import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const Log = styled.div`
  /* Its visually hidden texts stay inside it; otherwise they would lengthen the page. */
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.bg.subtle};

  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
`;

export const Separator = styled.p`
  align-self: center;
  margin: ${({ theme }) => theme.space[2]} 0;
  padding: 2px ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.muted};
  background: ${({ theme }) => theme.colors.bg.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Bubble = styled.div`
  align-self: flex-start;
  max-width: min(80%, 480px);
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0;
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &[data-mine='true'] {
    align-self: flex-end;
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
    border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 ${({ theme }) => theme.radii.lg};
  }
  &[data-status='sending'] {
    outline: 1px dashed ${({ theme }) => theme.colors.border.strong};
    outline-offset: -1px;
  }
  &[data-status='failed'] {
    background: ${({ theme }) => theme.colors.bg.danger};
  }
`;

export const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  [data-status='failed'] & {
    color: ${({ theme }) => theme.colors.text.danger};
  }
`;

export const RetryButton = styled.button`
  padding: 0;
  color: ${({ theme }) => theme.colors.text.danger};
  background: none;
  border: 0;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    ${focusRing};
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden};
`;

export const OlderButton = styled.button`
  align-self: center;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.link};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:focus-visible {
    ${focusRing};
  }
`;

export const Photo = styled.img`
  display: block;
  max-width: 100%;
  width: 240px;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Tip = styled.p`
  align-self: flex-start;
  max-width: min(80%, 480px);
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[data-mine='true'] {
    align-self: flex-end;
  }
`;

export const Typing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: italic;
`;
