import styled from 'styled-components';

export const Card = styled.section`
  display: grid;
  gap: var(--haat-space-4);
  padding: var(--haat-space-4);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  gap: var(--haat-space-3);
`;

export const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 56px;
  height: 56px;
  overflow: hidden;
  color: var(--haat-color-text-on-accent);
  background: var(--haat-color-bg-accent-subtle);
  border-radius: var(--haat-radius-round);
  font-size: var(--haat-font-size-xl);
  font-weight: var(--haat-font-weight-bold);

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Info = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const Name = styled.h2`
  margin: 0;
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-semibold);
  overflow-wrap: anywhere;
`;

export const Since = styled.p`
  margin: 0;
  color: var(--haat-color-text-muted);
  font-size: var(--haat-font-size-sm);
`;

export const StoreLink = styled.span`
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-semibold);
`;
