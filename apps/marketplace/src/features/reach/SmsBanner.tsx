import { Button } from '@haat/ui';
import { useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import * as reach from '../../api/reach';
import { useAddressSearch } from '../addressSearch';
import { reachText as text } from './reachText';

/**
 * On a chat opened from its SMS (`?from=sms`, the server's `/m/{chat}` link): the switch that stops
 * those SMS, since a reply of STOP cannot reach us through the SMS provider.
 */
export function SmsBanner() {
  const api = useApi();
  const fromSms = new URLSearchParams(useAddressSearch()).get('from') === 'sms';
  const [stopped, setStopped] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!fromSms) return null;
  return (
    <p role="status">
      {stopped ? (
        text.smsStopped
      ) : (
        <>
          {text.smsBanner}{' '}
          <Button
            variant="link"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void reach
                .updateSettings(api, { sms: false })
                .then(() => setStopped(true))
                .finally(() => setBusy(false));
            }}
          >
            {text.smsOff}
          </Button>
        </>
      )}
    </p>
  );
}
