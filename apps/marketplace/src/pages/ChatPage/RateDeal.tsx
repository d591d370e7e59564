import { Button, RatingForm, RatingStars, type RatingValue } from '@haat/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import { serverWords } from '../../api/client';
import * as ratings from '../../api/ratings';
import { ACCOUNT } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { fill } from '../shared/fill';
import { chatText } from './chatText';

const t = chatText.rating;

const Box = styled.section`
  flex: none;
  display: grid;
  gap: var(--haat-space-2);
  padding: var(--haat-space-2) var(--haat-space-3);
  border-radius: var(--haat-radius-md);
  background: var(--haat-color-bg-subtle);
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--haat-space-2);
`;

/** The server's words for a refused rating, or the generic ones. */
const reason = (err: unknown) => serverWords(err, chatText.actionFailed);

export interface RateDealProps {
  chatId: number;
  /** The other person's name. */
  name: string;
  /** Changes when the deal may have changed (an offer accepted, the ad sold): asked again then. */
  dealKey: string;
}

/**
 * Once a chat has a deal (an accepted offer, or the ad sold to this buyer): "Rate {name}", which
 * opens the rating form; then, for 7 days, "Edit your rating".
 */
export default function RateDeal({ chatId, name, dealKey }: RateDealProps) {
  const api = useApi();
  const cache = useQueryCache();
  // Mine to rate, or rated: asked again when the deal changes (an offer accepted, the ad sold).
  const key = `${ACCOUNT}chat:${chatId}:rating:${dealKey}`;
  const { data: state, reload } = useQuery(key, (a, signal) => ratings.ofChat(a, chatId, { signal, expected: [404] }));
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [note, setNote] = useState('');

  if (!state || (!state.can_rate && !state.mine)) return null;
  const mine = state.mine;
  const editable = mine !== null && state.editable_until !== null;

  const submit = async (value: RatingValue) => {
    setPending(true);
    setError(undefined);
    try {
      const saved = mine
        ? await ratings.edit(api, mine.id, value, { expected: [400, 403, 404] })
        : await ratings.rate(api, { chat_id: chatId, ...value }, { expected: [400, 403, 409] });
      cache.set(key, { can_rate: false, mine: saved, editable_until: state.editable_until ?? null });
      setOpen(false);
      setNote(mine ? t.saved : fill(t.posted, { name }));
      // A first rating opens its week of edits: ask the server when it ends.
      if (!mine) reload();
    } catch (err) {
      setError(reason(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box aria-label={fill(t.rate, { name })}>
      {note ? <p role="status">{note}</p> : null}
      {open ? (
        <RatingForm
          mode={mine ? 'edit' : 'new'}
          defaultValue={mine ? { stars: mine.stars, text: mine.text } : undefined}
          onSubmit={(value) => void submit(value)}
          onCancel={() => setOpen(false)}
          pending={pending}
          error={error}
        />
      ) : (
        <Row>
          {mine ? (
            <>
              <span>{fill(t.rated, { name })}</span>
              <RatingStars average={mine.stars} />
            </>
          ) : null}
          {!mine || editable ? (
            <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
              {mine ? t.edit : fill(t.rate, { name })}
            </Button>
          ) : null}
        </Row>
      )}
    </Box>
  );
}
