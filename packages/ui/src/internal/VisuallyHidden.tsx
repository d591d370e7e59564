import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden};
`;
