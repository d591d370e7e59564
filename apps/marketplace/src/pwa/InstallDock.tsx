import { InstallPrompt } from '@haat/ui';
import styled from 'styled-components';
import { dismiss, install } from './install';

const Dock = styled.div`
  position: fixed;
  z-index: 20;
  inset: auto 12px calc(76px + env(safe-area-inset-bottom)) 12px;
  display: flex;
  justify-content: center;
`;

/** The kit's install offer, docked over the page's foot (InstallOffer.tsx decides when). */
export default function InstallDock() {
  return (
    <Dock>
      <InstallPrompt onInstall={() => void install()} onDismiss={dismiss} />
    </Dock>
  );
}
