import { useId, type ReactNode } from 'react';
import { formatBytes } from '../../inputs/FileUpload/fileTypes';
import { fillTemplate } from '../../locale/text';
import { useDownloads } from '../../internal/useDownloads';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { adDocumentsText, type AdDocumentsText } from './adDocumentsText';
import { Download, Failed, Heading, List, Locked, Name, Row, Section, Size } from './AdDocuments.styles';

/** One document an ad carries, as a buyer downloads it. */
export interface AdDocumentLink {
  id: number | string;
  /** The file's name. */
  name: string;
  /** Its size in bytes. */
  size: number;
  /** Where it is downloaded from. */
  url: string;
}

export interface AdDocumentsProps {
  /** The documents, when the viewer may download them; leave out to show only that there are some. */
  documents?: readonly AdDocumentLink[];
  /** How many documents the ad carries (used when `documents` is left out). @default documents.length */
  count?: number;
  /** What a buyer can do to get them (e.g. a "Chat with seller" button), shown with the count. */
  action?: ReactNode;
  /** The section's heading level-2 text, which also names it. @default 'Documents' */
  heading?: string;
  /**
   * Saves one document (e.g. a fetch with the session's token, when a plain link would be refused):
   * its link then calls this instead of navigating, shows "Downloading…" meanwhile, and says so
   * when it fails. Without it the links download by themselves.
   */
  onDownload?: (doc: AdDocumentLink) => Promise<void>;
  /** The component's words. */
  text?: Partial<AdDocumentsText>;
}

/**
 * The documents an ad carries (a floor plan, a job description): each with its size and a
 * "Download" link named with the file, for the seller and buyers in a chat with them; for anyone
 * else, how many there are and how to get them. Renders nothing when the ad has none.
 */
export function AdDocuments({ documents, count, action, heading, onDownload, text: textProp }: AdDocumentsProps) {
  const text = { ...adDocumentsText, ...textProp };
  const headingId = useId();
  const downloads = useDownloads(onDownload);
  const n = documents?.length ?? count ?? 0;
  if (n === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{heading ?? text.heading}</Heading>
      {documents ? (
        <List>
          {documents.map((doc) => {
            const state = downloads.stateOf(doc);
            return (
              <Row key={doc.id}>
                <Name>{doc.name}</Name>
                <Size>{formatBytes(doc.size)}</Size>
                <Download
                  href={doc.url}
                  download={doc.name}
                  aria-busy={state === 'running' || undefined}
                  onClick={downloads.start(doc)}
                >
                  {state === 'running' ? text.downloading : text.download} <VisuallyHidden>{doc.name}</VisuallyHidden>
                </Download>
                {state === 'failed' ? <Failed role="alert">{text.downloadFailed}</Failed> : null}
              </Row>
            );
          })}
        </List>
      ) : (
        <>
          <Locked>{n === 1 ? text.lockedOne : fillTemplate(text.lockedMany, { n })}</Locked>
          {action}
        </>
      )}
    </Section>
  );
}
