import type { Rating } from '@haat/contract';
import { Button, RatingList, RatingReply, ReasonDialog } from '@haat/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import { serverWords } from '../../api/client';
import * as ratingsApi from '../../api/ratings';
import { useQueryCache } from '../../query/useQuery';
import { fill } from '../shared/fill';
import { storeRatingsText as t } from './storeRatingsText';

export interface StoreRatingsProps {
  /** The store's cache key: read again once a rating changes. */
  storeKey: string;
  ratings: readonly Rating[];
  /** `own`: the rated person replies, once per rating; `admin`: removes a rating, with a reason. */
  mode: 'own' | 'admin';
}

const Done = styled.p`
  margin: 0 0 var(--haat-space-2);
  color: var(--haat-color-text-success);
`;

/** The store's recent ratings with what its viewer may do to them: reply (their own), remove (admins). */
export default function StoreRatings({ storeKey, ratings, mode }: StoreRatingsProps) {
  const api = useApi();
  const cache = useQueryCache();
  const [replying, setReplying] = useState<{ id: number; pending: boolean; error?: string } | null>(null);
  const [removing, setRemoving] = useState<Rating | null>(null);
  const [removal, setRemoval] = useState<{ pending: boolean; error?: string }>({ pending: false });
  const [done, setDone] = useState<string | null>(null);

  const reply = async (id: number, text: string) => {
    setReplying({ id, pending: true });
    try {
      await ratingsApi.reply(api, id, text, { expected: [400, 403, 404, 409] });
      setReplying(null);
      setDone(t.replied);
      cache.invalidate(storeKey);
    } catch (err) {
      setReplying({ id, pending: false, error: serverWords(err, t.ratingActionFailed) });
    }
  };

  const remove = async (reason: string) => {
    if (!removing) return;
    setRemoval({ pending: true });
    try {
      await ratingsApi.remove(api, removing.id, reason, { expected: [400, 403, 404] });
      setRemoving(null);
      setRemoval({ pending: false });
      setDone(t.ratingRemoved);
      cache.invalidate(storeKey);
    } catch (err) {
      setRemoval({ pending: false, error: serverWords(err, t.ratingActionFailed) });
    }
  };

  return (
    <>
      {done ? <Done role="status">{done}</Done> : null}
      <RatingList
        ratings={ratings}
        actions={(r) => {
          if (mode === 'own') {
            if (r.reply) return null;
            const mine = replying?.id === r.id ? replying : null;
            return (
              <RatingReply
                open={mine !== null}
                onOpenChange={(open) => setReplying(open ? { id: r.id, pending: false } : null)}
                pending={mine?.pending}
                error={mine?.error}
                onSubmit={(text) => void reply(r.id, text)}
              />
            );
          }
          return (
            <Button
              size="sm"
              variant="danger"
              aria-label={fill(t.removeRatingOf, { name: r.author.name })}
              onClick={() => {
                setRemoval({ pending: false });
                setRemoving(r);
              }}
            >
              {t.removeRating}
            </Button>
          );
        }}
      />
      {mode === 'admin' ? (
        <ReasonDialog
          open={removing !== null}
          onOpenChange={(open) => {
            if (!open && !removal.pending) setRemoving(null);
          }}
          title={t.removeTitle}
          description={removing ? fill(t.removeDescription, { name: removing.author.name }) : undefined}
          confirmLabel={t.removeRating}
          tone="danger"
          pending={removal.pending}
          error={removal.error}
          onConfirm={(reason) => void remove(reason)}
        />
      ) : null}
    </>
  );
}
