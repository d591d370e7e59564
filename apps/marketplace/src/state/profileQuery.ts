import type { ApiClient } from '../api/client';
import * as profileApi from '../api/profile';
import { ACCOUNT } from '../query/accountKeys';

/** The signed-in account as the server has it (the app's state and My Account's form share it). */
export const profileQuery = {
  key: `${ACCOUNT}profile`,
  load: (api: ApiClient, signal: AbortSignal) => profileApi.get(api, { signal }),
};
