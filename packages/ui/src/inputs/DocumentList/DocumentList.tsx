import { useEffect, useRef, useState } from 'react';
import { fillTemplate } from '../../locale/text';
import { useDownloads } from '../../internal/useDownloads';
import { FileUpload, type UploadFn } from '../FileUpload';
import { formatBytes } from '../FileUpload/fileTypes';
import { documentListText, type DocumentListText } from './documentListText';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Failed, Item, List, Name, Note, Remove, Root, Size } from './DocumentList.styles';

/** One attached document: what the server knows it by, and its file as the owner downloads it. */
export interface AttachedDocument {
  /** What the API stores for it (a document id, as text). */
  id: string;
  /** The file's name, shown and read out. */
  name: string;
  /** Its size in bytes. */
  size: number;
  /** Where its owner downloads it. */
  url: string;
}

export interface DocumentListProps {
  /** The attached documents, in order. */
  value: readonly AttachedDocument[];
  /** Called with the next list (added or removed); never an event. */
  onChange: (next: AttachedDocument[]) => void;
  /**
   * Sends one file (the FileUpload contract): progress, cancel and errors show while it runs. The
   * `path` it answers becomes the document's `id`.
   */
  upload: UploadFn;
  /** The most documents the list takes; the adder hides once it is full. @default 5 */
  max?: number;
  /** Label of the adder. @default 'Add a document' */
  label?: string;
  /** Hint under the adder's label. @default what is accepted, and who can download */
  hint?: string;
  /** An error for the whole list (e.g. the server's `documents` message). */
  error?: string;
  /** Native `accept` of the adder. @default PDF, Word, JPEG and PNG */
  accept?: string;
  /** Largest document in bytes; a bigger one is refused before any upload. */
  maxSize?: number;
  /** Disables the adder and every Remove button. */
  disabled?: boolean;
  /**
   * Saves one document when its name is clicked (e.g. a fetch with the session's token, when a plain
   * link would be refused); without it the name links to `url`.
   */
  onDownload?: (doc: AttachedDocument) => Promise<void>;
  /** The component's words. */
  text?: Partial<DocumentListText>;
}

const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png';

/**
 * Up to `max` documents (a floor plan, a job description) around the kit's FileUpload: several
 * can be chosen or dropped at once, and each joins the list as its upload finishes. Each document
 * shows its name (a link to the file) and size, with a "Remove" button; adds and removals are
 * announced in a polite live region, and after a removal focus moves to the next Remove button.
 */
export function DocumentList({
  value,
  onChange,
  upload,
  max = 5,
  label,
  hint,
  error,
  accept = DOCUMENT_ACCEPT,
  maxSize,
  disabled,
  onDownload,
  text: textProp,
}: DocumentListProps) {
  const text = { ...documentListText, ...textProp };
  const downloads = useDownloads(onDownload);
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const total = value.length;
  // Documents of one choice arrive one by one before the caller's next value does.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const remove = (index: number) => {
    const gone = value[index]!;
    const next = value.filter((_d, i) => i !== index);
    onChange(next);
    setAnnouncement(fillTemplate(text.removed, { name: gone.name, total: next.length }));
    if (next.length) {
      const at = Math.min(index, next.length - 1);
      requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLButtonElement>('button')[at]?.focus());
    }
  };

  return (
    <Root>
      {total > 0 && (
        <List ref={listRef} aria-label={text.listLabel}>
          {value.map((doc, index) => (
            <Item key={doc.id}>
              <Name
                href={doc.url}
                download={doc.name}
                aria-busy={downloads.stateOf(doc) === 'running' || undefined}
                onClick={downloads.start(doc)}
              >
                {doc.name}
              </Name>
              <Size>{formatBytes(doc.size)}</Size>
              <Remove
                type="button"
                disabled={disabled}
                aria-label={`${text.remove}: ${doc.name}`}
                onClick={() => remove(index)}
              >
                {text.remove}
              </Remove>
              {downloads.stateOf(doc) === 'failed' ? <Failed role="alert">{text.downloadFailed}</Failed> : null}
            </Item>
          ))}
        </List>
      )}
      {total < max ? (
        <FileUpload
          label={label ?? text.add}
          hint={hint ?? text.addHint}
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
            const next = [...latest.current, { id: file.path, name: file.name, size: file.size, url: file.url }];
            latest.current = next;
            onChange(next);
            setAnnouncement(fillTemplate(text.added, { total: next.length, max }));
          }}
        />
      ) : (
        <Note>{fillTemplate(text.full, { max })}</Note>
      )}
      {error && total >= max ? <Note role="alert">{error}</Note> : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Root>
  );
}
