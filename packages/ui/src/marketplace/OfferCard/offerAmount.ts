import { fillTemplate } from '../../locale/text';
import { formatPrice } from '../format/formatPrice';
import type { OfferCardText } from './offerCardText';

/** The error of an offer's amount (whole rupees as digits), from ₹1 up to the asking price; undefined when fine. */
export function offerAmountError(
  digits: string,
  askingPrice: number | undefined,
  text: Pick<OfferCardText, 'tooLow' | 'aboveAsking'>,
): string | undefined {
  const rupees = Number(digits || '0');
  if (rupees < 1) return text.tooLow;
  if (askingPrice !== undefined && rupees > askingPrice)
    return fillTemplate(text.aboveAsking, { price: formatPrice(askingPrice) });
  return undefined;
}
