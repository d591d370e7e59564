import type { AdBuyer } from '@haat/contract';
import { Button, ConfirmDialog, SoldToDialog } from '@haat/ui';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import * as myAds from '../../api/myAds';
import { MY_ADS } from '../../query/accountKeys';
import { useQueryCache } from '../../query/useQuery';
import { fill } from '../../pages/shared/fill';
import { markSoldText as text } from './markSoldText';

/** How long the Undo button stays after a sale (the server accepts an undo for a minute). */
export const UNDO_FOR_MS = 10_000;

interface SoldAd {
  id: number;
  title: string;
}

/**
 * Mark as sold, asked first and undoable for a few seconds. `ask(ad)` opens the confirmation;
 * render `dialog` once, `message` in the page's live region and `undoButton` beside it.
 * `onChange` runs with the ad's new status after it is sold and after it is back on sale.
 */
export function useMarkSold(onChange: (status: 'sold' | 'active') => void) {
  const api = useApi();
  const cache = useQueryCache();
  // My ads' lists and the ad's page show its new status.
  const changed = (id: number) => {
    cache.invalidate(MY_ADS);
    cache.invalidate(`ad:${id}/`);
  };
  const [asking, setAsking] = useState<SoldAd | null>(null);
  // "Sold to whom?": the buyers who chatted about the ad being asked about (none: a plain question).
  const [buyers, setBuyers] = useState<AdBuyer[]>([]);
  const [pending, setPending] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [undoable, setUndoable] = useState<SoldAd | null>(null);

  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), UNDO_FOR_MS);
    return () => clearTimeout(timer);
  }, [undoable]);

  const sell = async (ad: SoldAd, buyerId: number | null = null) => {
    setPending(ad.id);
    try {
      await myAds.markSold(api, ad.id, buyerId);
      setMessage(fill(text.sold, { title: ad.title }));
      setUndoable(ad);
      changed(ad.id);
      onChange('sold');
    } catch {
      setMessage(text.failed);
    } finally {
      setPending(null);
      setAsking(null);
    }
  };

  const undo = async (ad: SoldAd) => {
    setUndoable(null);
    setPending(ad.id);
    try {
      await myAds.unmarkSold(api, ad.id, { expected: [400] });
      setMessage(fill(text.undone, { title: ad.title }));
      changed(ad.id);
      onChange('active');
    } catch {
      setMessage(fill(text.undoFailed, { title: ad.title }));
    } finally {
      setPending(null);
    }
  };

  const close = (open: boolean) => {
    if (!open) setAsking(null);
  };
  const dialog = buyers.length ? (
    <SoldToDialog
      open={asking !== null}
      onOpenChange={close}
      buyers={buyers}
      pending={asking !== null && pending === asking.id}
      onConfirm={(buyerId) => {
        if (asking) void sell(asking, buyerId);
      }}
    />
  ) : (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) setAsking(null);
      }}
      title={text.confirmTitle}
      description={asking ? fill(text.confirmDescription, { title: asking.title }) : undefined}
      confirmLabel={text.confirm}
      text={{ cancel: text.cancel }}
      tone="primary"
      pending={asking !== null && pending === asking.id}
      onConfirm={() => {
        if (asking) void sell(asking);
      }}
    />
  );

  const undoButton = undoable ? (
    <Button
      variant="secondary"
      size="sm"
      aria-label={fill(text.undoLabel, { title: undoable.title })}
      onClick={() => void undo(undoable)}
    >
      {text.undo}
    </Button>
  ) : null;

  return {
    /**
     * Ask before marking `ad` sold: "Sold to whom?" when buyers chatted about it (so the deal can be
     * rated), else a plain confirmation. A failed look-up of the buyers falls back to the latter.
     */
    ask: async (ad: SoldAd) => {
      let found: AdBuyer[] = [];
      try {
        found = (await myAds.buyers(api, ad.id)).results;
      } catch {
        // The plain question still marks it sold.
      }
      setBuyers(found);
      setAsking(ad);
    },
    /** The ad being sold or put back on sale, for its row's busy state. */
    pending,
    /** Clears the last announcement (another action's message replaces it). */
    clear: () => {
      setMessage('');
      setUndoable(null);
    },
    /** What marking sold or undoing it did, for the page's live region. */
    message,
    dialog,
    undoButton,
  };
}
