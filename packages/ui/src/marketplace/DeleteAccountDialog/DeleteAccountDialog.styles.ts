import styled from 'styled-components';
import { DialogButtons, DialogPanel } from '../../internal/dialog.styles';

export {
  DialogTitle as Title,
  DialogDescription as Description,
  DialogError as ServerError,
  DialogForm as Form,
} from '../../internal/dialog.styles';

/** Wider than ConfirmDialog: it holds the list of what happens and a field or two. */
export const Content = styled(DialogPanel)`
  max-width: 520px;
`;

export const Happens = styled.section`
  h3 {
    margin: 0 0 var(--haat-space-2);
    font-size: var(--haat-font-size-md);
  }
  ul {
    display: grid;
    gap: var(--haat-space-1);
    margin: 0;
    padding-inline-start: var(--haat-space-5);
  }
`;

export const OtpRow = styled.div`
  display: grid;
  gap: var(--haat-space-2);
  justify-items: start;
`;

export const Question = styled.p`
  margin: var(--haat-space-4) 0 0;
  font-weight: var(--haat-font-weight-semibold);
`;

export const Buttons = styled(DialogButtons)`
  margin-block-start: var(--haat-space-2);
`;
