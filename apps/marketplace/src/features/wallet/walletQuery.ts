import type { ApiClient } from '../../api/client';
import * as walletApi from '../../api/wallet';
import { WALLET } from '../../query/accountKeys';

/** My wallet's balance and its latest transactions (a server failure is the screen's to show). */
export const walletQuery = {
  key: WALLET,
  load: (api: ApiClient, signal: AbortSignal) => walletApi.get(api, { signal, expected: [500, 502, 503] }),
};
