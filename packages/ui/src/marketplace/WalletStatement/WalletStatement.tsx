import type { LedgerKind, WalletTransaction } from '@haat/contract';
import { useId, type ReactNode } from 'react';
import { Button } from '../../inputs/Button';
import { fillTemplate } from '../../locale/text';
import { formatDateTime } from '../format/formatDateTime';
import { formatPaise } from '../format/formatPaise';
import { Link } from '../link';
import { Skeleton } from '../Skeleton';
import {
  Actions,
  After,
  Amount,
  Balance,
  BalanceHeading,
  Description,
  Figures,
  List,
  ListHeading,
  Main,
  Meta,
  More,
  Notice,
  Placeholder,
  Root,
  Row,
  Summary,
} from './WalletStatement.styles';
import { walletStatementText, type WalletStatementText } from './walletStatementText';

/** One row of the statement: a view of the contract's `WalletTransaction`, money in signed paise. */
export type WalletStatementTransaction = Pick<
  WalletTransaction,
  'id' | 'kind' | 'amount_paise' | 'balance_after_paise' | 'description' | 'link' | 'created_on'
>;

/** Where the wallet's data is: being fetched, here, or failed to arrive. */
export type WalletStatementStatus = 'loading' | 'ready' | 'error';

export interface WalletStatementProps {
  /** The balance now; shown once `status` is `ready`. */
  balancePaise: number;
  /** Newest first, as the API sends them. */
  transactions: WalletStatementTransaction[];
  /** `loading` (first load), `ready` or `error` (the first load failed). */
  status: WalletStatementStatus;
  /** More (older) transactions can be loaded: shows Load more. */
  hasMore?: boolean;
  /** The next page is being fetched: Load more is busy. */
  loadingMore?: boolean;
  /** Called by the button that loads older transactions. */
  onLoadMore?: () => void;
  /** Called by Try again after a failed load. */
  onRetry?: () => void;
  /** Beside the balance: the app's Top up button. */
  actions?: ReactNode;
  /** Level of the balance heading; the transactions heading is one below. @default 2 */
  headingLevel?: 2 | 3;
  /** The statement's words; a translated catalogue replaces them. @default walletStatementText */
  text?: Partial<WalletStatementText>;
}

const kindKey = {
  topup: 'kindTopup',
  feature: 'kindFeature',
  cashback: 'kindCashback',
  banner: 'kindBanner',
  refund: 'kindRefund',
  adjustment: 'kindAdjustment',
} as const satisfies Record<LedgerKind, keyof WalletStatementText>;

/** `+₹500` for a credit, `−₹99` (a minus sign) for a debit: the sign never rests on colour alone. */
function signedAmount(paise: number): string {
  if (paise > 0) return `+${formatPaise(paise)}`;
  if (paise < 0) return `\u2212${formatPaise(-paise)}`;
  return formatPaise(0);
}

/**
 * The wallet: its balance (with the app's Top up beside it) and the statement, newest first. Each
 * row gives what it was for (linking to the ad), its kind in words, date and time, the signed
 * amount and the balance after it. Loading, failed and empty states say so in words.
 */
export function WalletStatement({
  balancePaise,
  transactions,
  status,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onRetry,
  actions,
  headingLevel = 2,
  text: overrides,
}: WalletStatementProps) {
  const text = { ...walletStatementText, ...overrides };
  const id = useId();
  const listHeadingId = `${id}transactions`;

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Notice>
        <p role="status">{text.loading}</p>
        <Placeholder>
          <Skeleton height={18} width="70%" />
          <Skeleton height={18} width="55%" />
          <Skeleton height={18} width="62%" />
        </Placeholder>
      </Notice>
    );
  } else if (status === 'error') {
    body = (
      <Notice data-tone="danger">
        <p role="alert">{text.error}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {text.retry}
          </Button>
        ) : null}
      </Notice>
    );
  } else if (transactions.length === 0) {
    body = (
      <Notice>
        <p>{text.empty}</p>
      </Notice>
    );
  } else {
    body = (
      <>
        <List aria-labelledby={listHeadingId}>
          {transactions.map((row) => (
            <Row key={row.id} data-kind={row.kind}>
              <Main>
                <Description>{row.link ? <Link href={row.link}>{row.description}</Link> : row.description}</Description>
                <Meta>
                  <span>{text[kindKey[row.kind]]}</span>
                  <time dateTime={row.created_on}>{formatDateTime(row.created_on)}</time>
                </Meta>
              </Main>
              <Figures>
                <Amount data-direction={row.amount_paise > 0 ? 'credit' : row.amount_paise < 0 ? 'debit' : undefined}>
                  {signedAmount(row.amount_paise)}
                </Amount>
                <After>{fillTemplate(text.balanceAfter, { amount: formatPaise(row.balance_after_paise) })}</After>
              </Figures>
            </Row>
          ))}
        </List>
        {hasMore && onLoadMore ? (
          <More>
            <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
              {text.loadMore}
            </Button>
          </More>
        ) : null}
      </>
    );
  }

  return (
    <Root data-state={status}>
      <Summary>
        <div>
          <BalanceHeading as={`h${headingLevel}`}>{text.balance}</BalanceHeading>
          {status === 'ready' ? (
            <Balance>{formatPaise(balancePaise)}</Balance>
          ) : status === 'loading' ? (
            <Balance as="div">
              <Skeleton height={32} width={140} />
            </Balance>
          ) : null}
        </div>
        {actions ? <Actions>{actions}</Actions> : null}
      </Summary>
      <ListHeading as={`h${headingLevel + 1}`} id={listHeadingId}>
        {text.transactions}
      </ListHeading>
      {body}
    </Root>
  );
}
