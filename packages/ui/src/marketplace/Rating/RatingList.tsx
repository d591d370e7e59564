import type { Rating } from '@haat/contract';
import { useId, type ReactNode } from 'react';
import { useText } from '../../locale/LocaleProvider';
import { fillTemplate } from '../../locale/text';
import { formatDay } from '../format/formatDateTime';
import { Body, Heading, Item, List, Meta, Reply } from './Rating.styles';
import { RatingStars } from './RatingStars';
import { defaultRatingText, type RatingText } from './ratingText';

export interface RatingListProps {
  /** The ratings, newest first (the server's recent five with text). */
  ratings: readonly Rating[];
  /**
   * What may be done to one rating, shown under it: the rated person's "Reply" (`RatingReply`), an
   * admin's "Remove". Called for each rating; return nothing where nothing may be done.
   */
  actions?: (rating: Rating) => ReactNode;
  /** The heading's level in the page. @default 2 */
  headingLevel?: 2 | 3;
  /** The words; a translated catalogue replaces them. @default defaultRatingText */
  text?: Partial<RatingText>;
}

/** The recent ratings of a person: stars, text, who gave it (as buyer or seller) and when (IST), and the reply. */
export function RatingList({ ratings, actions, headingLevel = 2, text: overrides }: RatingListProps) {
  const text = useText(defaultRatingText, overrides);
  const headingId = useId();
  if (ratings.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {text.listHeading}
      </Heading>
      <List>
        {ratings.map((r) => (
          <Item key={r.id}>
            <RatingStars average={r.stars} text={overrides} />
            {r.text ? <Body>{r.text}</Body> : null}
            <Meta>
              <span translate="no">
                {fillTemplate(text.byLine, { name: r.author.name, date: formatDay(r.created_on) })}
              </span>
              {' · '}
              {r.author_role === 'buyer' ? text.asBuyer : text.asSeller}
              {r.edited_on ? ` · ${text.edited}` : null}
            </Meta>
            {r.reply ? (
              <Reply>
                <strong>{text.reply}</strong>
                <Body>{r.reply.text}</Body>
              </Reply>
            ) : null}
            {actions?.(r)}
          </Item>
        ))}
      </List>
    </section>
  );
}
