import type { AdStatus } from '@haat/contract';
import { Button, Link } from '@haat/ui';
import styled from 'styled-components';
import type { Ad } from '../../api/types';
import { useMarkSold } from '../../features/ads/useMarkSold';
import { adText } from './adText';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
  margin-block-start: var(--haat-space-4);
`;

export interface OwnerActionsProps {
  ad: Ad;
  /** The ad's status as the page shows it. */
  status: AdStatus;
  /** Marked sold here, or put back on sale with Undo. */
  onStatusChange: (status: AdStatus) => void;
}

/**
 * The owner's own ad: Edit, Mark as sold (asked first, then undoable for a few seconds) and Make
 * featured while it is live; what marking it sold did, with its Undo, after.
 */
export default function OwnerActions({ ad, status, onStatusChange }: OwnerActionsProps) {
  const selling = useMarkSold(onStatusChange);
  return (
    <>
      {status === 'active' ? (
        <Actions role="group" aria-label={adText.ownerActions}>
          <Button as={Link} href={`/my-listing/${ad.id}/`} variant="secondary">
            {adText.edit}
          </Button>
          <Button
            variant="secondary"
            loading={selling.pending === ad.id}
            onClick={() => void selling.ask({ id: ad.id, title: ad.title })}
          >
            {adText.markSold}
          </Button>
          {ad.featured ? null : (
            <Button as={Link} href={`/make-featured/${ad.id}/`}>
              {adText.makeFeatured}
            </Button>
          )}
        </Actions>
      ) : null}
      <p role="status">{selling.message}</p>
      {selling.undoButton}
      {selling.dialog}
    </>
  );
}
