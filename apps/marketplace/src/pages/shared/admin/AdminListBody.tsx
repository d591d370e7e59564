import { Button, EmptyState } from '@haat/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { fill } from '../fill';
import { adminText } from './adminText';
import type { AdminList } from './useAdminList';

const Loading = styled.p`
  color: var(--haat-color-text-muted);
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--haat-space-3);
  margin-block-start: var(--haat-space-4);
  color: var(--haat-color-text-muted);

  p {
    margin: 0;
  }
`;

export interface AdminListBodyProps<T> {
  list: AdminList<T>;
  /** Said in words while the first page loads. */
  loadingText: string;
  errorText: string;
  emptyTitle: string;
  emptyHint?: string;
  /** The rows, once there are some. */
  children: (rows: T[]) => ReactNode;
}

/** The states of an admin list in words: loading, failed (with Try again), empty, or the rows and Load more. */
export function AdminListBody<T>({
  list,
  loadingText,
  errorText,
  emptyTitle,
  emptyHint,
  children,
}: AdminListBodyProps<T>) {
  const [moreFailed, setMoreFailed] = useState(false);
  if (list.error) {
    return (
      <div role="alert">
        <p>{errorText}</p>
        <Button variant="secondary" onClick={list.reload}>
          {adminText.retry}
        </Button>
      </div>
    );
  }
  if (!list.rows) {
    return (
      <Loading role="status" aria-busy="true">
        {loadingText}
      </Loading>
    );
  }
  if (list.rows.length === 0) return <EmptyState headingLevel={2} title={emptyTitle} description={emptyHint} />;
  return (
    <>
      {children(list.rows)}
      <Footer>
        {list.count > list.rows.length ? (
          <p>{fill(adminText.showing, { shown: list.rows.length, count: list.count })}</p>
        ) : null}
        {list.hasMore ? (
          <Button
            variant="secondary"
            loading={list.loadingMore}
            onClick={() => {
              setMoreFailed(false);
              void list.loadMore().then((ok) => setMoreFailed(!ok));
            }}
          >
            {adminText.loadMore}
          </Button>
        ) : null}
        {moreFailed ? <p role="alert">{adminText.loadMoreFailed}</p> : null}
      </Footer>
    </>
  );
}
