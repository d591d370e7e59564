import styled from 'styled-components';
import { DialogButtons, DialogPanel } from '../../internal/dialog.styles';

export {
  DialogTitle as Title,
  DialogDescription as Description,
  DialogError as ServerError,
  DialogForm as Form,
} from '../../internal/dialog.styles';

export const Content = styled(DialogPanel)`
  max-width: 440px;
`;

export const Group = styled.fieldset`
  display: grid;
  gap: var(--haat-space-1);
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: var(--haat-space-2);
    font-weight: var(--haat-font-weight-semibold);
  }
`;

/** One choice: a whole row is the native radio's label, 44 px high for a thumb. */
export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: var(--haat-space-3);
  min-height: 44px;
  padding: var(--haat-space-2) var(--haat-space-3);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-md);
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--haat-color-bg-brand);
  }
  &:has(input:checked) {
    border-color: var(--haat-color-border-brand);
    background: var(--haat-color-bg-brand-subtle);
  }
`;

export const Tag = styled.span`
  margin-inline-start: auto;
  padding: 2px var(--haat-space-2);
  font-size: var(--haat-font-size-xs);
  color: var(--haat-color-text-success);
  background: var(--haat-color-bg-success);
  border-radius: var(--haat-radius-round);
`;

export const Buttons = styled(DialogButtons)`
  margin-block-start: var(--haat-space-2);
`;
