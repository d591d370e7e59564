import { ClockProvider, createFixedClock } from '@haat/ui';
import { useState } from 'react';
import { App } from '../App';
import { clearDraft, writeDraft } from '../state/adDraft';
import { writeStorage, type StorageKey } from '../state/storage';
import { appAt } from './appAt';
import type { Routes } from './fakeApi';
import { SELLER } from './sellerApi';

/** The instant the stories' clock is fixed at, as in the kit's stories: 21 Nov 2026, 12:00 IST. */
export const STORY_NOW = new Date('2026-11-21T12:00:00+05:30');

export interface StoryAppProps {
  /** Where the app opens, its query included: `/my-account/?change-password=true`. */
  path: string;
  /** The fake API's routes, made once per story so a story's changes (a deleted ad) stay its own. */
  routes: () => Routes;
}

/**
 * The real app at `path` over a fake API, for page stories: every label that reads the kit's
 * clock (days left, posted … ago) reads `STORY_NOW`, and no chat socket is opened.
 */
export function StoryApp({ path, routes }: StoryAppProps) {
  const [setup] = useState(() => ({ ...appAt(path, routes()), clock: createFixedClock(STORY_NOW) }));
  return (
    <ClockProvider clock={setup.clock}>
      {/* No chat socket: a story has no server to keep one open to. */}
      <App fetch={setup.api.fetch} location={setup.location} socket={null} />
    </ClockProvider>
  );
}

const APP_KEYS: StorageKey[] = ['token', 'user', 'location', 'domain'];

/** Removes what the app keeps in storage, and only that (Storybook's own settings stay). */
function forgetSeller() {
  for (const key of APP_KEYS) writeStorage(key, undefined);
  clearDraft(String(SELLER.id));
}

/**
 * A story `beforeEach`: `SELLER` signed in, with `draft` as the ad they were writing, and nothing
 * else of the app's in storage. Returns the cleanup, so no story leaks into the next.
 */
export function signInSeller(draft?: unknown): () => void {
  forgetSeller();
  writeStorage('token', 'story-token');
  writeStorage('user', SELLER);
  if (draft !== undefined) writeDraft(String(SELLER.id), draft);
  return forgetSeller;
}
