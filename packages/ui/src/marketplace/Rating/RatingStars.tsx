import type { CSSProperties } from 'react';
import { useText } from '../../locale/LocaleProvider';
import { fillTemplate } from '../../locale/text';
import { Average, Star, StarRow, StarsRoot } from './Rating.styles';
import { defaultRatingText, type RatingText } from './ratingText';
import { StarIcon } from './StarIcon';

export interface RatingStarsProps {
  /** The average, 1 to 5 (shown to one decimal); null when there are no ratings. */
  average: number | null;
  /** How many ratings the average is of; leave it out for one rating's own stars. */
  count?: number;
  /** The words; a translated catalogue replaces them. @default defaultRatingText */
  text?: Partial<RatingText>;
}

/** `4.5`: one decimal, whatever the server sent. */
const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/** How much of star `i` (1 to 5) an average fills, as a percentage. */
const fill = (average: number, i: number) => `${Math.round(Math.min(1, Math.max(0, average - (i - 1))) * 100)}%`;

/**
 * Stars for an average (a seller's) or one rating, with the average to one decimal and the count.
 * One accessible image: "4.5 out of 5, 12 ratings"; with none, "No ratings yet".
 */
export function RatingStars({ average, count, text: overrides }: RatingStarsProps) {
  const text = useText(defaultRatingText, overrides);
  const counted = count === undefined ? '' : fillTemplate(text.ratings, { count });
  if (average === null || count === 0) {
    return <StarsRoot data-state="none">{text.none}</StarsRoot>;
  }
  const shown = oneDecimal(average);
  const label =
    count === undefined
      ? fillTemplate(text.stars, { stars: average })
      : fillTemplate(text.summary, { average: shown, count: counted });
  return (
    <StarsRoot role="img" aria-label={label} data-state="rated">
      <StarRow aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <Star key={i} style={{ '--fill': fill(average, i) } as CSSProperties}>
            <StarIcon />
            <span>
              <StarIcon />
            </span>
          </Star>
        ))}
      </StarRow>
      {count !== undefined && (
        <>
          <Average aria-hidden="true">{shown}</Average>
          <span aria-hidden="true">{counted}</span>
        </>
      )}
    </StarsRoot>
  );
}
