import { NotificationSettings, type NotificationSettingsValue, type PushState } from '@haat/ui';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import * as reach from '../../api/reach';
import type { NotificationSettings as Settings } from '../../api/types';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { disablePush, enablePush, pushState } from './push';
import { CardTitle } from '../../pages/shared/CardTitle';
import { Card } from '../../pages/shared/Page';
import { reachText as text } from './reachText';
import { NOTIFICATION_SETTINGS as SETTINGS_KEY } from '../../query/accountKeys';

const toValue = (s: Settings): NotificationSettingsValue => ({
  kinds: s.kinds,
  quietHours: s.quiet_hours,
  sms: s.sms,
});

/**
 * My Account → Notifications: push on this phone, a switch per kind, quiet hours and SMS. Each
 * change is saved at once (`PUT /api/notification-settings/`) and said in a polite live region.
 */
export function NotificationsSection() {
  const api = useApi();
  const cache = useQueryCache();
  const settings = useQuery(SETTINGS_KEY, (client, signal) => reach.settings(client, { signal }));
  const [push, setPush] = useState<PushState>('off');
  const [said, setSaid] = useState('');

  useEffect(() => {
    void pushState().then(setPush, () => setPush('unsupported'));
  }, []);

  if (!settings.data) return null;

  const save = async (next: NotificationSettingsValue) => {
    const before = settings.data!;
    // Shown at once; put back if the server refuses
    cache.set(SETTINGS_KEY, { kinds: next.kinds, quiet_hours: next.quietHours, sms: next.sms });
    setSaid('');
    try {
      const saved = await reach.updateSettings(api, { kinds: next.kinds, quiet_hours: next.quietHours, sms: next.sms });
      cache.set(SETTINGS_KEY, saved);
      setSaid(text.saved);
    } catch {
      cache.set(SETTINGS_KEY, before);
      setSaid(text.saveFailed);
    }
  };

  const changePush = async (on: boolean) => {
    setPush('busy');
    setSaid('');
    try {
      setPush(on ? await enablePush(api) : await disablePush(api));
    } catch {
      setPush(await pushState().catch(() => 'unsupported' as const));
      setSaid(text.pushFailed);
    }
  };

  return (
    <Card aria-labelledby="notifications-heading">
      <CardTitle id="notifications-heading">{text.notificationsHeading}</CardTitle>
      <NotificationSettings
        value={toValue(settings.data)}
        kinds={text.kinds}
        push={push}
        onChange={(next) => void save(next)}
        onPushChange={(on) => void changePush(on)}
      />
      <p role="status">{said}</p>
    </Card>
  );
}
