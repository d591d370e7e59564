import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';
import { useText } from '../../locale/LocaleProvider';
import { defaultHousePromoText, type HousePromoText } from './housePromoText';

export interface HousePromoProps {
  /** Where "Advertise on Haat" leads. @default '/banner/' */
  href?: string;
  /** The link's words, for a promotion of its own. @default text.title ('Advertise on Haat') */
  title?: string;
  /** The line under it, for a promotion of its own. @default text.text ('Reach buyers in your city with a banner on Haat.') */
  body?: string;
  /** The promotion's default words; a translated catalogue replaces them. @default defaultHousePromoText */
  text?: Partial<HousePromoText>;
}

const Promo = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  padding: var(--haat-space-2) var(--haat-space-4);
  color: var(--haat-color-text-default);
  text-decoration: none;
  background: var(--haat-color-bg-subtle);
  border: 1px dashed var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);
  strong {
    color: var(--haat-color-text-link);
    text-decoration: underline;
  }
  span {
    font-size: var(--haat-font-size-sm);
    color: var(--haat-color-text-muted);
  }
  &:focus-visible {
    ${focusRing};
  }
`;

/** The slot's own promotion while no ad network fills it: advertise on Haat, with a link to the banner form. */
export function HousePromo({ href = '/banner/', title, body, text: overrides }: HousePromoProps) {
  const text = useText(defaultHousePromoText, overrides);
  return (
    <Promo href={href}>
      <strong>{title ?? text.title}</strong>
      <span>{body ?? text.text}</span>
    </Promo>
  );
}
