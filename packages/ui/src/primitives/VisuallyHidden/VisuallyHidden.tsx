import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

/**
 * Text for assistive technology only: out of sight, still read and still in the accessibility tree
 * (a label for an icon, "opens in a new tab", a live region's announcement). A `<span>`; takes every
 * span attribute, `ref` and `as` (`as="div"` for a block, e.g. a live region).
 */
export const VisuallyHidden = styled.span`
  ${visuallyHidden};
`;
