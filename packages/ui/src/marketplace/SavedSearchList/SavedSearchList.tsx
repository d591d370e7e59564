import { fillTemplate } from '../../locale/text';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../inputs/Button';
import { visuallyHidden } from '../../theme/mixins';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import { Link } from '../link';
import { savedSearchListText, type SavedSearchListText } from './savedSearchListText';

export interface SavedSearchItem {
  id: number;
  /** "Royal Enfield in Pune". */
  label: string;
  /** The search page it opens. */
  href: string;
  /** Ads that matched since it was last opened. */
  newCount: number;
}

export interface SavedSearchListProps {
  /** The searches, newest first. */
  items: readonly SavedSearchItem[];
  /** Delete one; the row goes once this resolves (a rejection keeps it, for the caller to say why). */
  onDelete: (id: number) => Promise<void> | void;
  /** A row's search opened (its new matches are seen). */
  onOpen?: (id: number) => void;
  /** Replace any of the component's words (a translated catalogue). */
  text?: Partial<SavedSearchListText>;
}

const List = styled.ul`
  display: grid;
  gap: var(--haat-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: var(--haat-space-3);
  min-height: 48px;
  padding: var(--haat-space-2) var(--haat-space-3);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);
  background: var(--haat-color-bg-surface);

  a {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: var(--haat-font-weight-semibold);
    color: var(--haat-color-text-link);
  }
`;

const Live = styled.p`
  ${visuallyHidden};
`;

/**
 * A person's saved searches: each opens its search page and says how many new ads matched since
 * it was last opened; Delete removes one, and focus moves to the next row's Delete (or the list).
 */
export function SavedSearchList({ items, onDelete, onOpen, text: textProp }: SavedSearchListProps) {
  const text = { ...savedSearchListText, ...textProp };
  const [busy, setBusy] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const list = useRef<HTMLUListElement>(null);

  const remove = async (item: SavedSearchItem, index: number) => {
    setBusy(item.id);
    try {
      await onDelete(item.id);
      setSaid(fillTemplate(text.deleted, { label: item.label }));
      // The next row's Delete, else the previous one's, else the list itself
      requestAnimationFrame(() => {
        const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
        const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
        (next ?? list.current)?.focus();
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {items.length === 0 ? (
        <EmptyState headingLevel={3} title={text.empty} description={text.emptyHint} />
      ) : (
        <List ref={list} aria-label={text.label} tabIndex={-1}>
          {items.map((item, index) => (
            <Row key={item.id}>
              <Link href={item.href} onClick={() => onOpen?.(item.id)}>
                {item.label}
              </Link>
              {item.newCount > 0 ? (
                <Badge tone="featured">{fillTemplate(text.newCount, { n: item.newCount })}</Badge>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                loading={busy === item.id}
                aria-label={fillTemplate(text.deleteNamed, { label: item.label })}
                onClick={() => void remove(item, index)}
              >
                {text.delete}
              </Button>
            </Row>
          ))}
        </List>
      )}
      <Live aria-live="polite">{said}</Live>
    </>
  );
}
