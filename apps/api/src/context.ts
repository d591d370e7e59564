import type { Config } from './config';
import type { Db } from './db/client';

/** Everything a feature needs, passed in once: no module-level singletons. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The current time; tests inject a controllable clock. */
  now: () => Date;
}
