import { useCallback, useSyncExternalStore } from 'react';
import { formatPostedTime, isFreshPosting, type DateInput } from '../format/formatPostedTime';
import { useClock } from './ClockProvider';
import type { Clock } from './clock';

const never = () => () => {};

/**
 * The live "POSTED N seconds ago" label of an ad. Subscribes to the shared clock only while the ad
 * is younger than a day; the component re-renders only when the label text changes.
 */
export function usePostedTime(createdOn: DateInput, clockOverride?: Clock): string {
  const contextClock = useClock();
  const clock = clockOverride ?? contextClock;
  const getSnapshot = useCallback(() => formatPostedTime(createdOn, clock.now()), [clock, createdOn]);
  // Decided per render: once the label turns into a date, the next render unsubscribes for good.
  const fresh = isFreshPosting(createdOn, clock.now());
  const subscribe = fresh ? clock.subscribe : never;
  // While hydrating a server-rendered page, React reads the server snapshot: the time as the
  // server printed it; right after, the current one.
  const renderedAt = clock.renderedAt;
  const getServerSnapshot = useCallback(
    () => formatPostedTime(createdOn, renderedAt ?? clock.now()),
    [clock, createdOn, renderedAt],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
