import { AdDocuments, type AdDocumentLink } from '@haat/ui';
import styled from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import { saveDocument } from '../../features/ads/saveDocument';
import { fill } from '../shared/fill';
import { chatText as t } from './chatText';

/** The ad's documents, folded away so the thread keeps the screen. */
const Documents = styled.details`
  flex: none;
  & > summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 var(--haat-space-3);
    color: var(--haat-color-text-link);
    font-weight: var(--haat-font-weight-semibold);
    cursor: pointer;
  }
`;

/** The ad's documents under its bar: a fold that opens onto the download list. */
export default function ChatDocuments({ documents }: { documents: readonly AdDocumentLink[] }) {
  const api = useApi();
  return (
    <Documents>
      <summary>{fill(t.documents, { n: documents.length })}</summary>
      <AdDocuments documents={documents} onDownload={(doc) => saveDocument(api, doc)} />
    </Documents>
  );
}
