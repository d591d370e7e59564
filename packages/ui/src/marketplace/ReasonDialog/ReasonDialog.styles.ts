import styled from 'styled-components';
import { DialogButtons, DialogPanel } from '../../internal/dialog.styles';

export {
  DialogTitle as Title,
  DialogDescription as Description,
  DialogError as ServerError,
  DialogForm as Form,
} from '../../internal/dialog.styles';

/** Wider than ConfirmDialog: it holds a text area (and, for some actions, more fields). */
export const Content = styled(DialogPanel)`
  max-width: 480px;
`;

export const Buttons = styled(DialogButtons)`
  margin-block-start: var(--haat-space-2);
`;
