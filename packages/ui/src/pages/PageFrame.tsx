import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ClockProvider } from '../marketplace/clock/ClockProvider';
import { createFixedClock } from '../marketplace/clock/clock';
import { SAMPLE_NOW } from '../marketplace/AdCard/sampleAds';
import { CategoryBar } from '../marketplace/CategoryBar';
import { Footer } from '../marketplace/Footer';
import { Header, type HeaderUser } from '../marketplace/Header';
import { MobileBottomBar, type BottomBarItem } from '../marketplace/MobileBottomBar';
import { Toaster, createToaster } from '../marketplace/Toast';
import { media } from '../theme/media';

/** Story-only scaffolding: the common shell every route sits in (spec section 2). */

export const Main = styled.main`
  display: grid;
  gap: var(--haat-space-6);
  max-width: var(--haat-size-max-content);
  margin: 0 auto;
  padding: var(--haat-space-4) var(--haat-space-3);
  ${media.tab} {
    gap: var(--haat-space-8);
    padding: var(--haat-space-6) var(--haat-space-6);
  }
`;

export const samplePriya: HeaderUser = { name: 'Priya Sharma', mobile: '9876543210', wallet: 1250 };

const clock = createFixedClock(SAMPLE_NOW);

export interface PageFrameProps {
  children: ReactNode;
  user?: HeaderUser | null;
  locationName?: string;
  activeCategory?: string;
  activeTab?: BottomBarItem;
  searchValue?: string;
}

export function PageFrame({
  children,
  user = null,
  locationName,
  activeCategory,
  activeTab,
  searchValue,
}: PageFrameProps) {
  const [toaster] = useState(() => createToaster({ autoDismissMs: null }));
  const [query, setQuery] = useState(searchValue ?? '');
  return (
    <ClockProvider clock={clock}>
      <Header
        user={user}
        locationName={locationName}
        searchValue={query}
        onSearchChange={setQuery}
        onSearch={() => {}}
        onLocationClick={() => {}}
        onLoginClick={() => {}}
        onLogout={() => {}}
      />
      <CategoryBar active={activeCategory} />
      <Main>{children}</Main>
      <Footer year={2026} supportEmail="support@haat.example" supportPhone="+91 80 4567 8900" />
      <MobileBottomBar active={activeTab} unreadCount={user ? 2 : 0} />
      <Toaster toaster={toaster} />
    </ClockProvider>
  );
}
