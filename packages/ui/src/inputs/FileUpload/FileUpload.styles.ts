import styled, { css } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const UploadRoot = styled.div`
  display: grid;
  gap: var(--haat-space-2);
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
  gap: var(--haat-space-1);
  min-height: 88px;
  padding: var(--haat-space-4);
  text-align: center;
  color: var(--haat-color-text-muted);
  background: var(--haat-color-bg-surface);
  border: 1px dashed var(--haat-color-border-strong);
  border-radius: var(--haat-radius-md);
  cursor: pointer;
  transition: background var(--haat-motion-fast);

  &:hover,
  &[data-dragging] {
    background: var(--haat-color-bg-brand-subtle);
    border-color: var(--haat-color-border-brand);
  }
  input:focus-visible + & {
    ${focusRing};
  }
  input[aria-invalid='true'] + & {
    border-color: var(--haat-color-border-danger);
  }
  input:disabled + & {
    cursor: not-allowed;
    background: var(--haat-color-bg-subtle);
  }
`;

export const BrowseText = styled.span`
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-link);
  text-decoration: underline;
`;

export const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--haat-space-2) var(--haat-space-3);
  min-height: var(--haat-size-control);
  padding: var(--haat-space-2) var(--haat-space-3);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);

  &[data-state='uploaded'] {
    border-color: var(--haat-color-text-success);
    background: var(--haat-color-bg-success);
  }
`;

export const Progress = styled.progress`
  flex: 1 1 120px;
  height: 8px;
  appearance: none;
  border: 0;
  border-radius: var(--haat-radius-pill);
  background: var(--haat-color-bg-muted);
  overflow: hidden;

  &::-webkit-progress-bar {
    background: var(--haat-color-bg-muted);
  }
  &::-webkit-progress-value {
    background: var(--haat-color-bg-brand);
  }
  &::-moz-progress-bar {
    background: var(--haat-color-bg-brand);
  }
`;

export const StatusText = styled.span`
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-muted);

  [data-state='uploaded'] > & {
    color: var(--haat-color-text-success);
  }
`;

export const FileName = styled.span`
  flex: 1 1 120px;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: var(--haat-font-weight-medium);
`;

export const Thumb = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  object-fit: cover;
  border-radius: var(--haat-radius-sm);
  background: var(--haat-color-bg-subtle);
`;

export const KindIcon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  font-size: 10px;
  font-weight: var(--haat-font-weight-bold);
  letter-spacing: 0.04em;
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-neutral-strong);
  border-radius: var(--haat-radius-sm);

  &[data-kind='pdf'] {
    background: var(--haat-color-bg-danger-strong);
  }
  &[data-kind='video'] {
    background: var(--haat-color-bg-brand);
  }
  &[data-kind='document'] {
    background: var(--haat-color-border-focus);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-1);
`;

const action = css`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 var(--haat-space-2);
  font: inherit;
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-link);
  text-decoration: none;
  background: transparent;
  border: 0;
  border-radius: var(--haat-radius-sm);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--haat-color-bg-brand-subtle);
  }
  &:focus-visible {
    ${focusRing};
  }
  &:disabled {
    cursor: not-allowed;
    color: var(--haat-color-text-muted);
  }
`;

export const ActionButton = styled.button`
  ${action};
`;

export const ActionLink = styled.a`
  ${action};
`;
