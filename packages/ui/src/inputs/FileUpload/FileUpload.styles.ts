import styled, { css } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const UploadRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const HiddenFileInput = styled.input`
  ${visuallyHidden};
`;

export const DropZone = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 88px;
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.muted};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  &:hover,
  &[data-dragging] {
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
    border-color: ${({ theme }) => theme.colors.border.brand};
  }
  input:focus-visible + & {
    ${focusRing};
  }
  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.colors.border.danger};
  }
  input:disabled + & {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
`;

export const BrowseText = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.link};
  text-decoration: underline;
`;

export const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};

  &[data-state='uploaded'] {
    border-color: ${({ theme }) => theme.colors.text.success};
    background: ${({ theme }) => theme.colors.bg.success};
  }
`;

export const Progress = styled.progress`
  flex: 1 1 120px;
  height: 8px;
  appearance: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.muted};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.bg.muted};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.bg.brand};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.bg.brand};
  }
`;

export const StatusText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.muted};

  [data-state='uploaded'] > & {
    color: ${({ theme }) => theme.colors.text.success};
  }
`;

export const FileName = styled.span`
  flex: 1 1 120px;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Thumb = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.bg.subtle};
`;

export const KindIcon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  font-size: 10px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.text.muted};
  border-radius: ${({ theme }) => theme.radii.sm};

  &[data-kind='pdf'] {
    background: ${({ theme }) => theme.colors.text.danger};
  }
  &[data-kind='video'] {
    background: ${({ theme }) => theme.colors.bg.brand};
  }
  &[data-kind='document'] {
    background: ${({ theme }) => theme.colors.border.focus};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const action = css`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.link};
  text-decoration: none;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  &:focus-visible {
    ${focusRing};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export const ActionButton = styled.button`
  ${action};
`;

export const ActionLink = styled.a`
  ${action};
`;
