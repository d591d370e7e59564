import type { Ad as ApiAd } from '@haat/contract';
import { Button } from '../../inputs/Button';
import { fillTemplate } from '../../locale/text';
import { Badge } from '../Badge';
import { useClock } from '../clock';
import { formatPrice } from '../format/formatPrice';
import { Link } from '../link';
import { daysLeft, RENEW_WINDOW_DAYS } from './daysLeft';
import { Actions, Body, Meta, NoImage, Price, Row, Thumb, Title } from './OwnerAdRow.styles';
import { ownerAdRowText, type OwnerAdRowText } from './ownerAdRowText';

/** What the owner's row shows of an ad: a view of the contract's `Ad`. */
export type OwnerAd = Pick<
  ApiAd,
  'id' | 'title' | 'price' | 'thumbnail' | 'status' | 'views' | 'expires_at' | 'featured'
> &
  Partial<Pick<ApiAd, 'moderation_reason' | 'removed_by' | 'review_reasons'>>;

export type OwnerAdAction = 'markSold' | 'renew' | 'delete';

export interface OwnerAdRowProps {
  /** The owner's ad: title, price, thumbnail, status, views, featured and expiry. */
  ad: OwnerAd;
  /** Where Edit goes. @default `/my-listing/{id}/` */
  editHref?: string;
  /** Where Make featured goes. @default `/make-featured/{id}/` */
  featureHref?: string;
  /** Where the title goes. @default `/view/{id}/` */
  viewHref?: string;
  /** Where an admin's removal is appealed. @default `/contact-us/?ad={id}` */
  appealHref?: string;
  /** Called by Mark as sold (a live ad); without it the button is not shown. */
  onMarkSold?: (ad: OwnerAd) => void;
  /** Called by Renew (an ad expired or about to); without it the button is not shown. */
  onRenew?: (ad: OwnerAd) => void;
  /** Asks to delete; the caller confirms first (a `ConfirmDialog`). */
  onDelete?: (ad: OwnerAd) => void;
  /** The action in flight: its button is busy and the others wait. */
  pending?: OwnerAdAction | null;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The row's words; a translated catalogue replaces them. @default ownerAdRowText */
  text?: Partial<OwnerAdRowText>;
}

/**
 * One of my ads in My Ads: thumbnail, price, title, views, days left and the actions its status
 * allows (edit and sell a live ad, renew one that has expired or is about to, delete any).
 */
export function OwnerAdRow({
  ad,
  editHref = `/my-listing/${ad.id}/`,
  featureHref = `/make-featured/${ad.id}/`,
  viewHref = `/view/${ad.id}/`,
  appealHref = `/contact-us/?ad=${ad.id}`,
  onMarkSold,
  onRenew,
  onDelete,
  pending = null,
  headingLevel = 3,
  text: overrides,
}: OwnerAdRowProps) {
  const text = { ...ownerAdRowText, ...overrides };
  const clock = useClock();
  const left = daysLeft(ad.expires_at, clock.now());
  const status = ad.status === 'active' && left === 0 ? 'expired' : ad.status;
  const live = status === 'active';
  const canRenew = status === 'expired' || (live && left <= RENEW_WINDOW_DAYS);
  const busy = pending !== null;
  const actionsLabel = fillTemplate(text.actions, { title: ad.title });
  const byAdmin = status === 'removed' && ad.removed_by === 'admin';

  const lifetime = live
    ? left === 1
      ? text.oneDayLeft
      : fillTemplate(text.daysLeft, { n: left })
    : {
        expired: text.expired,
        sold: text.sold,
        removed: text.removed,
        pending_review: text.pendingReview,
        active: '',
      }[status];

  return (
    <Row data-state={status}>
      <Thumb>
        {ad.thumbnail ? (
          <img src={ad.thumbnail} alt="" width={160} height={120} loading="lazy" />
        ) : (
          <NoImage>{text.noImage}</NoImage>
        )}
      </Thumb>
      <Body>
        <Price>{formatPrice(ad.price)}</Price>
        <Title as={`h${headingLevel}`}>
          <span translate="no">
            {status === 'removed' && !byAdmin ? ad.title : <Link href={viewHref}>{ad.title}</Link>}
          </span>
        </Title>
        {byAdmin ? (
          <Meta>
            <span>
              {fillTemplate(text.removedByAdmin, { reason: ad.moderation_reason ?? '' })}{' '}
              <Link href={appealHref}>{text.appeal}</Link>
            </span>
          </Meta>
        ) : null}
        {status === 'pending_review' && ad.review_reasons?.length ? (
          <Meta>
            <span>{ad.review_reasons.join(' ')}</span>
          </Meta>
        ) : null}
        <Meta>
          <span>{ad.views === 1 ? text.oneView : fillTemplate(text.views, { n: ad.views })}</span>
          {status === 'pending_review' ? (
            <Badge tone="brand">{lifetime}</Badge>
          ) : (
            <span data-urgent={canRenew && live ? 'true' : undefined}>{lifetime}</span>
          )}
          {ad.featured && live ? <Badge tone="featured">{text.featured}</Badge> : null}
        </Meta>
      </Body>
      <Actions role="group" aria-label={actionsLabel}>
        {live || status === 'expired' || status === 'pending_review' ? (
          <Button as={Link} href={editHref} variant="secondary" size="sm">
            {text.edit}
          </Button>
        ) : null}
        {live && onMarkSold ? (
          <Button
            variant="secondary"
            size="sm"
            loading={pending === 'markSold'}
            disabled={busy && pending !== 'markSold'}
            onClick={() => onMarkSold(ad)}
          >
            {text.markSold}
          </Button>
        ) : null}
        {canRenew && onRenew ? (
          <Button
            variant="primary"
            size="sm"
            loading={pending === 'renew'}
            disabled={busy && pending !== 'renew'}
            onClick={() => onRenew(ad)}
          >
            {text.renew}
          </Button>
        ) : null}
        {live && !ad.featured ? (
          <Button as={Link} href={featureHref} variant="accent" size="sm">
            {text.makeFeatured}
          </Button>
        ) : null}
        {status !== 'removed' && onDelete ? (
          <Button
            variant="danger"
            size="sm"
            loading={pending === 'delete'}
            disabled={busy && pending !== 'delete'}
            onClick={() => onDelete(ad)}
          >
            {text.delete}
          </Button>
        ) : null}
      </Actions>
    </Row>
  );
}
