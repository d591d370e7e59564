import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';
import { focusRing } from '../../theme/mixins';

export interface CountTab<V extends string> {
  value: V;
  label: string;
  /** Shown beside the label; left out while unknown (counts still loading). */
  count?: number;
}

export interface CountTabsProps<V extends string> {
  /** The tabs in order: `{ value, label, count? }`. */
  tabs: readonly CountTab<V>[];
  /** The selected tab's `value` (controlled). */
  value: V;
  /** Called with the tab chosen by click or keyboard; change `value` to follow it. */
  onChange: (value: V) => void;
  /** Names the tab list, e.g. "My ads". */
  label: string;
  /** The selected tab's panel. */
  children?: ReactNode;
}

const List = styled.div`
  display: flex;
  gap: var(--haat-space-1);
  overflow-x: auto;
  border-block-end: 1px solid var(--haat-color-border-subtle);
  scrollbar-width: thin;
`;

const Tab = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: var(--haat-space-2);
  min-height: 44px;
  padding: 0 var(--haat-space-2);
  font: inherit;
  font-size: var(--haat-font-size-md);
  font-weight: var(--haat-font-weight-medium);
  color: var(--haat-color-text-muted);
  background: transparent;
  border: 0;
  border-block-end: 3px solid transparent;
  cursor: pointer;

  ${media.tab} {
    padding: 0 var(--haat-space-3);
  }
  &[aria-selected='true'] {
    color: var(--haat-color-text-link);
    border-block-end-color: var(--haat-color-border-brand);
  }
  &:hover {
    color: var(--haat-color-text-default);
  }
  &:focus-visible {
    ${focusRing};
  }
`;

const Count = styled.span`
  min-width: 20px;
  padding: 0 var(--haat-space-1);
  font-size: var(--haat-font-size-xs);
  line-height: 20px;
  text-align: center;
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-subtle);
  border-radius: var(--haat-radius-pill);
`;

const Panel = styled.div`
  padding-block-start: var(--haat-space-4);

  &:focus-visible {
    ${focusRing};
  }
`;

/**
 * Tabs that show how many items each holds ("Active 4"), with the WAI-ARIA tabs keyboard contract:
 * one tab stop, arrows, Home and End move and select. The selected tab's panel is `children`.
 */
export function CountTabs<V extends string>({ tabs, value, onChange, label, children }: CountTabsProps<V>) {
  const id = useId();
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (v: V) => `${id}-tab-${v}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.value === value);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next]!.value;
    onChange(target);
    refs.current.get(target)?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <Tab
              key={tab.value}
              ref={(el) => {
                if (el) refs.current.set(tab.value, el);
                else refs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
              {/* The space names the tab "Sold 12", not "Sold12"; a flex row does not render it. */}
              {tab.count === undefined ? null : (
                <>
                  {' '}
                  <Count>{tab.count}</Count>
                </>
              )}
            </Tab>
          );
        })}
      </List>
      <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0}>
        {children}
      </Panel>
    </div>
  );
}
