import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { fillTemplate } from '../../locale/text';
import { FileUpload, type UploadFn } from '../FileUpload';
import { movePhoto } from './movePhoto';
import { photoListText, type PhotoListText } from './photoListText';
import { Caption, CoverBadge, Figure, Grid, Item, Live, Note, Root, Tool, Tools } from './PhotoList.styles';

/** One photo of the list: where the server keeps it and where the browser shows it from. */
export interface Photo {
  path: string;
  url: string;
}

export interface PhotoListProps {
  /** The photos in order; the first is the cover. */
  value: readonly Photo[];
  /** Called with the next list (added, removed, reordered, new cover); never an event. */
  onChange: (next: Photo[]) => void;
  /** Sends one file (the FileUpload contract): progress, cancel and errors show while it runs. */
  upload: UploadFn;
  /** The most photos the list takes; the adder hides once it is full. @default 12 */
  max?: number;
  /** Label of the adder. @default 'Add a photo' */
  label?: string;
  /** An error for the whole list (e.g. the server's `images` message). */
  error?: string;
  /** Native `accept` of the adder. @default 'image/jpeg,image/png,image/webp,image/gif' */
  accept?: string;
  /** Largest photo in bytes; a bigger one is refused before any upload. */
  maxSize?: number;
  /** Disables the adder and every photo's buttons, and stops dragging. */
  disabled?: boolean;
  /** The component's words. */
  text?: Partial<PhotoListText>;
}

/**
 * Up to `max` photos around the kit's FileUpload: several can be chosen or dropped at once, and
 * each upload joins the list as it finishes; the first photo
 * is the cover. Reorder by dragging a photo onto another, or by keyboard with each photo's
 * "Move earlier" / "Move later" buttons; "Make cover" moves a photo to the front. Every change is
 * announced in a polite live region, and focus stays on the moved photo's button.
 */
export function PhotoList({
  value,
  onChange,
  upload,
  max = 12,
  label,
  error,
  accept = 'image/jpeg,image/png,image/webp,image/gif',
  maxSize,
  disabled,
  text: textProp,
}: PhotoListProps) {
  const text = { ...photoListText, ...textProp };
  const listId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const total = value.length;
  // Photos of one choice arrive one by one before the caller's next value does: each joins the
  // list as it stands after the last one, not as it was when the choice was made.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  /** After a move, keep the keyboard on the same control of the photo at its new place. */
  const focusAt = (index: number, tool: string) => {
    requestAnimationFrame(() => {
      const items = listRef.current?.querySelectorAll<HTMLElement>('li');
      const item = items?.[index];
      const button = item?.querySelector<HTMLButtonElement>(`[data-tool='${tool}']:not(:disabled)`);
      (button ?? item?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
    });
  };

  const move = (from: number, to: number, tool: string) => {
    if (to < 0 || to >= total || from === to) return;
    onChange(movePhoto(value, from, to));
    setAnnouncement(
      to === 0 && tool === 'cover'
        ? fillTemplate(text.coverChosen, { n: from + 1 })
        : fillTemplate(text.moved, { n: to + 1, total }),
    );
    focusAt(to, tool);
  };

  const remove = (index: number) => {
    const next = value.filter((_p, i) => i !== index);
    onChange(next);
    setAnnouncement(fillTemplate(text.removed, { total: next.length }));
    if (next.length) focusAt(Math.min(index, next.length - 1), 'remove');
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, to: number) => {
    event.preventDefault();
    if (dragFrom !== null) move(dragFrom, to, 'drag');
    setDragFrom(null);
    setDropAt(null);
  };

  return (
    <Root>
      {total > 0 && (
        <Grid ref={listRef} id={listId} aria-label={text.listLabel}>
          {value.map((photo, index) => {
            const name = fillTemplate(text.photo, { n: index + 1, total });
            return (
              <Item
                key={photo.path}
                draggable={!disabled}
                aria-label={name}
                data-cover={index === 0}
                data-dragging={dragFrom === index || undefined}
                data-drop-target={(dropAt === index && dragFrom !== index) || undefined}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                  setDragFrom(index);
                }}
                onDragOver={(event) => {
                  if (dragFrom === null) return;
                  event.preventDefault();
                  setDropAt(index);
                }}
                onDragLeave={() => setDropAt((at) => (at === index ? null : at))}
                onDragEnd={() => {
                  setDragFrom(null);
                  setDropAt(null);
                }}
                onDrop={(event) => onDrop(event, index)}
              >
                <Figure>
                  <img src={photo.url} alt={name} draggable={false} />
                  {index === 0 && <CoverBadge>{text.cover}</CoverBadge>}
                </Figure>
                <Caption aria-hidden="true">{name}</Caption>
                <Tools>
                  {index > 0 && (
                    <Tool
                      type="button"
                      data-tool="cover"
                      disabled={disabled}
                      aria-label={`${text.makeCover}: ${name}`}
                      onClick={() => move(index, 0, 'cover')}
                    >
                      {text.makeCover}
                    </Tool>
                  )}
                  <Tool
                    type="button"
                    data-tool="earlier"
                    disabled={disabled || index === 0}
                    aria-label={`${text.moveEarlier}: ${name}`}
                    onClick={() => move(index, index - 1, 'earlier')}
                  >
                    ←
                  </Tool>
                  <Tool
                    type="button"
                    data-tool="later"
                    disabled={disabled || index === total - 1}
                    aria-label={`${text.moveLater}: ${name}`}
                    onClick={() => move(index, index + 1, 'later')}
                  >
                    →
                  </Tool>
                  <Tool
                    type="button"
                    data-tool="remove"
                    disabled={disabled}
                    aria-label={`${text.remove}: ${name}`}
                    onClick={() => remove(index)}
                  >
                    {text.remove}
                  </Tool>
                </Tools>
              </Item>
            );
          })}
        </Grid>
      )}
      {total < max ? (
        <FileUpload
          label={label ?? text.add}
          hint={text.addHint}
          error={error}
          accept={accept}
          maxSize={maxSize}
          disabled={disabled}
          upload={upload}
          value={null}
          multiple
          maxFiles={max - total}
          text={{ dropzone: text.dropzone }}
          successDuration={0}
          onChange={(file) => {
            if (!file) return;
            const next = [...latest.current, { path: file.path, url: file.url }];
            latest.current = next;
            onChange(next);
            setAnnouncement(fillTemplate(text.added, { total: next.length, max }));
          }}
        />
      ) : (
        <Note>{fillTemplate(text.full, { max })}</Note>
      )}
      {error && total >= max ? <Note role="alert">{error}</Note> : null}
      <Live aria-live="polite">{announcement}</Live>
    </Root>
  );
}
