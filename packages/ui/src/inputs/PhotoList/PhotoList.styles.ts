import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const Root = styled.div`
  display: grid;
  gap: var(--haat-space-3);
`;

export const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
  align-items: start;
  gap: var(--haat-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: var(--haat-space-1);
  padding: var(--haat-space-2);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-md);
  background: var(--haat-color-bg-surface);
  cursor: grab;

  &[data-cover='true'] {
    border-color: var(--haat-color-border-brand);
    box-shadow: 0 0 0 1px var(--haat-color-border-brand);
  }
  &[data-dragging='true'] {
    opacity: 0.5;
  }
  &[data-drop-target='true'] {
    border-style: dashed;
    border-color: var(--haat-color-border-focus);
  }
`;

export const Figure = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: var(--haat-radius-sm);
  background: var(--haat-color-bg-subtle);

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export const CoverBadge = styled.span`
  position: absolute;
  inset-block-start: var(--haat-space-1);
  inset-inline-start: var(--haat-space-1);
  padding: 2px var(--haat-space-2);
  border-radius: var(--haat-radius-pill);
  font-size: var(--haat-font-size-xs);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-brand);
`;

export const Caption = styled.span`
  font-size: var(--haat-font-size-xs);
  color: var(--haat-color-text-muted);
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-1);
`;

export const Tool = styled.button`
  min-height: 32px;
  padding: 0 var(--haat-space-2);
  font: inherit;
  font-size: var(--haat-font-size-xs);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-link);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-sm);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--haat-color-bg-brand-subtle);
  }
  &:disabled {
    color: var(--haat-color-text-subtle);
    cursor: not-allowed;
  }
  &:focus-visible {
    ${focusRing};
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

export const Live = styled.p`
  ${visuallyHidden};
`;
