import type { BannerStatus, MyBanner } from '@haat/contract';
import { Button } from '../../inputs/Button';
import { fillTemplate } from '../../locale/text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Badge, type BadgeTone } from '../Badge';
import { formatPaise } from '../format/formatPaise';
import { Link } from '../link';
import { formatDayRange } from './dayRange';
import { linkHost } from './linkHost';
import { Actions, Body, Meta, Money, NoImage, Picture, Reason, Row, Site, Title } from './OwnerBannerRow.styles';
import { ownerBannerRowText, type OwnerBannerRowText } from './ownerBannerRowText';

/** What the owner's row shows of a banner: a view of the contract's `MyBanner`. */
export type OwnerBanner = Pick<
  MyBanner,
  | 'id'
  | 'title'
  | 'link'
  | 'city'
  | 'start_date'
  | 'end_date'
  | 'status'
  | 'reject_reason'
  | 'days'
  | 'total_paise'
  | 'charged_paise'
  | 'refunded_paise'
  | 'image'
>;

export type OwnerBannerAction = 'stop' | 'delete';

export interface OwnerBannerRowProps {
  /** The owner's banner: image, title, link, places, dates, status, price and payment. */
  banner: OwnerBanner;
  /** Where Edit goes. @default `/banner/?id={id}` */
  editHref?: string;
  /** Asks to stop an approved or live banner; the caller confirms first (a `ConfirmDialog`). */
  onStop?: (banner: OwnerBanner) => void;
  /** Asks to delete; the caller confirms first (a `ConfirmDialog`). */
  onDelete?: (banner: OwnerBanner) => void;
  /** The action in flight: its button is busy and the others wait. */
  pending?: OwnerBannerAction | null;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The row's words; a translated catalogue replaces them. @default ownerBannerRowText */
  text?: Partial<OwnerBannerRowText>;
}

const statusWords = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
  live: 'statusLive',
  ended: 'statusEnded',
} as const satisfies Record<BannerStatus, keyof OwnerBannerRowText>;

const statusTone = {
  pending: 'neutral',
  approved: 'brand',
  rejected: 'danger',
  live: 'success',
  ended: 'neutral',
} as const satisfies Record<BannerStatus, BadgeTone>;

/**
 * One of my promo banners in My Banners: the 4:1 image, title, the site it links to, where and
 * when it runs, its review status in words (with the admin's reason when refused), its price and
 * what was paid or refunded, and the actions its status allows (edit before it runs, stop an
 * approved or live one, delete any that is not live).
 */
export function OwnerBannerRow({
  banner,
  editHref = `/banner/?id=${banner.id}`,
  onStop,
  onDelete,
  pending = null,
  headingLevel = 3,
  text: overrides,
}: OwnerBannerRowProps) {
  const text = { ...ownerBannerRowText, ...overrides };
  const { status } = banner;
  const host = linkHost(banner.link);
  const busy = pending !== null;
  const amount = formatPaise(banner.total_paise);
  const price =
    banner.days === 1
      ? fillTemplate(text.priceOneDay, { amount })
      : fillTemplate(text.price, { amount, n: banner.days });

  const canEdit = status === 'pending' || status === 'rejected' || status === 'approved';
  const canStop = (status === 'approved' || status === 'live') && onStop;
  const canDelete = status !== 'live' && onDelete;

  return (
    <Row data-state={status}>
      <Picture>
        {banner.image.narrow ? (
          <img src={banner.image.narrow} alt="" width={600} height={150} loading="lazy" />
        ) : (
          <NoImage>{text.noImage}</NoImage>
        )}
      </Picture>
      <Body>
        <Title as={`h${headingLevel}`} translate="no">
          {banner.title}
        </Title>
        {host ? (
          <Site href={banner.link} target="_blank" rel="noopener nofollow ugc">
            {host}
            <VisuallyHidden> {text.newTab}</VisuallyHidden>
          </Site>
        ) : null}
        <Meta>
          <Badge tone={statusTone[status]}>{text[statusWords[status]]}</Badge>
          <span>{banner.city || text.allIndia}</span>
          <span>{formatDayRange(banner.start_date, banner.end_date)}</span>
        </Meta>
        {status === 'rejected' && banner.reject_reason ? (
          <Reason>{fillTemplate(text.rejectReason, { reason: banner.reject_reason })}</Reason>
        ) : null}
        <Money>
          <span data-part="price">{price}</span>
          {banner.charged_paise > 0 ? (
            <span>{fillTemplate(text.paid, { amount: formatPaise(banner.charged_paise) })}</span>
          ) : null}
          {banner.refunded_paise > 0 ? (
            <span>{fillTemplate(text.refunded, { amount: formatPaise(banner.refunded_paise) })}</span>
          ) : null}
        </Money>
      </Body>
      {canEdit || canStop || canDelete ? (
        <Actions role="group" aria-label={fillTemplate(text.actions, { title: banner.title })}>
          {canEdit ? (
            <Button as={Link} href={editHref} variant="secondary" size="sm">
              {text.edit}
            </Button>
          ) : null}
          {canStop ? (
            <Button
              variant="secondary"
              size="sm"
              loading={pending === 'stop'}
              disabled={busy && pending !== 'stop'}
              onClick={() => onStop(banner)}
            >
              {text.stop}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="danger"
              size="sm"
              loading={pending === 'delete'}
              disabled={busy && pending !== 'delete'}
              onClick={() => onDelete(banner)}
            >
              {text.delete}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </Row>
  );
}
