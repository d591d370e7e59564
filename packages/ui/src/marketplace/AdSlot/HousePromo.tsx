import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';

export interface HousePromoProps {
  /** Where "Advertise on Haat" leads. @default '/banner/' */
  href?: string;
  /** The link's words. @default 'Advertise on Haat' */
  title?: string;
  /** The line under it. @default 'Reach buyers in your city with a banner on Haat.' */
  text?: string;
}

const Promo = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.default};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.bg.subtle};
  border: 1px dashed ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  strong {
    color: ${({ theme }) => theme.colors.text.link};
    text-decoration: underline;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.muted};
  }
  &:focus-visible {
    ${focusRing};
  }
`;

/** The slot's own promotion while no ad network fills it: advertise on Haat, with a link to the banner form. */
export function HousePromo({
  href = '/banner/',
  title = 'Advertise on Haat',
  text = 'Reach buyers in your city with a banner on Haat.',
}: HousePromoProps) {
  return (
    <Promo href={href}>
      <strong>{title}</strong>
      <span>{text}</span>
    </Promo>
  );
}
