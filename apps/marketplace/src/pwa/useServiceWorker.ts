import type { ToasterStore } from '@haat/ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { pwaPageText } from './pwaPageText';
import { UPDATED_KEY } from './pwaText';

/**
 * The page's side of the service worker: a notification tapped while Haat is open navigates this
 * tab to its screen (sw.ts), and after an update's reload the page says so, quietly.
 */
export function useServiceWorker(toaster: ToasterStore): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    if (sessionStorage.getItem(UPDATED_KEY)) {
      sessionStorage.removeItem(UPDATED_KEY);
      toaster.show({ message: pwaPageText.updated, tone: 'info' });
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; url?: string } | null;
      if (data?.type === 'haat:navigate' && typeof data.url === 'string' && data.url.startsWith('/'))
        navigate(data.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate, toaster]);
}
