import type { Review, ReviewList, ReviewRate } from '@haat/contract';
import { Badge, Button, CountTabs, formatNumber, formatPrice, Inline, Link, ReasonDialog } from '@haat/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import * as admin from '../../api/admin';
import { useApi } from '../../api/ApiProvider';
import { ADMIN } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { fill } from '../shared/fill';
import { fillNodes } from '../shared/fillNodes';
import { AdminListBody } from '../shared/admin/AdminListBody';
import { AdminPage } from '../shared/admin/AdminPage';
import { actionError, formatMoment } from '../shared/admin/format';
import { Card, Cards, Facts } from '../shared/admin/parts';
import { useAdminList } from '../shared/admin/useAdminList';
import { adminQueries } from '../shared/adminData';
import { adminReviewsText as text } from './adminReviewsText';

type ReviewStatus = Review['status'];
const STATUSES = ['open', 'approved', 'rejected'] as const satisfies readonly ReviewStatus[];

const List = styled(Cards)`
  gap: var(--haat-space-3);
  margin-block-start: var(--haat-space-4);
`;

const Intro = styled.p`
  margin: 0 0 var(--haat-space-3);
  color: var(--haat-color-text-muted);
`;

const Stats = styled.section`
  margin-block-end: var(--haat-space-4);

  h2 {
    margin: 0 0 var(--haat-space-2);
    font-size: var(--haat-font-size-md);
  }
`;

interface Pending {
  review: Review;
  decision: 'approve' | 'reject';
}

function rateLine(r: ReviewRate): string {
  if (r.rate === null) return text.statsNone;
  return fill(text.statsLine, {
    rate: formatNumber(Math.round(r.rate * 100)),
    approved: formatNumber(r.approved),
    decided: formatNumber(r.decided),
  });
}

/** The false-positive figures: of the holds admins decided, the share they approved. */
function Figures({ stats }: { stats: ReviewList['stats'] }) {
  return (
    <Stats aria-labelledby="review-stats">
      <h2 id="review-stats">{text.statsTitle}</h2>
      <Facts aria-label={text.statsLabel}>
        <dt>{text.statsOverall}</dt>
        <dd>{rateLine(stats.overall)}</dd>
        {stats.rules.map((r) => (
          <Rule key={r.rule_id} id={r.rule_id} line={rateLine(r)} />
        ))}
      </Facts>
    </Stats>
  );
}

function Rule({ id, line }: { id: string; line: string }) {
  return (
    <>
      <dt>
        <code>{id}</code>
      </dt>
      <dd>{line}</dd>
    </>
  );
}

/** What the hold's rule saw, in one line (a hold is one rule, so at most one applies). */
function evidenceLine(review: Review): ReactNode {
  const { field, terms, ad, median, price, sample, chats, messages, rules, reporters, reports, reasons } =
    review.evidence;
  const photo = typeof field === 'string' ? /^images\.(\d+)$/.exec(field) : null;
  if (photo && typeof ad === 'number') {
    return fillNodes(text.photoLine, {
      n: String(Number(photo[1]) + 1),
      link: <Link href={`/view/${ad}/`}>{fill(text.photoLink, { id: ad })}</Link>,
    });
  }
  if (field === 'price' && typeof price === 'number' && typeof median === 'number') {
    return fill(text.priceLine, {
      price: formatPrice(price),
      median: formatPrice(median),
      sample: formatNumber(Number(sample)),
    });
  }
  if (review.rule_id === 'chat.flagged_sender') {
    return fill(text.flaggedLine, {
      chats: formatNumber(Number(chats)),
      messages: formatNumber(Number(messages)),
      rules: String(rules ?? ''),
    });
  }
  if (review.rule_id === 'account.reported') {
    return fill(text.reportedLine, {
      reporters: formatNumber(Number(reporters)),
      reports: formatNumber(Number(reports)),
      reasons: String(reasons ?? ''),
    });
  }
  if (!terms) return null;
  const where = field === 'title' || field === 'description' ? text.fields[field] : String(field ?? '');
  return fill(text.evidenceLine, { field: where, terms: String(terms) });
}

function Evidence({ review }: { review: Review }) {
  const line = evidenceLine(review);
  const { excerpt } = review.evidence;
  return (
    <>
      {line ? (
        <>
          <dt>{text.evidence}</dt>
          <dd>{line}</dd>
        </>
      ) : null}
      {excerpt ? (
        <>
          <dt>{text.excerpt}</dt>
          <dd translate="no">{String(excerpt)}</dd>
        </>
      ) : null}
    </>
  );
}

/** `/admin/reviews/`: what the automated checks held, by status; approve or reject a waiting one with a reason. */
export default function AdminReviewsPage() {
  const api = useApi();
  const cache = useQueryCache();
  const [status, setStatus] = useState<ReviewStatus>('open');
  const query = adminQueries.reviews(status);
  const list = useAdminList(query);
  // The figures ride on the first page's answer.
  const first = useQuery(query.key, (client, signal) => query.load(client, { signal }));
  const stats = (first.data as ReviewList | undefined)?.stats;
  const [dialog, setDialog] = useState<Pending | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState('');

  const confirm = async (reason: string) => {
    if (!dialog) return;
    const { review, decision } = dialog;
    setPending(true);
    setError(undefined);
    try {
      await admin.decideReview(api, review.id, { decision, reason });
      const account = review.subject_type === 'user';
      const done =
        decision === 'approve' ? (account ? text.cleared : text.approved) : account ? text.blocked : text.rejected;
      setMessage(fill(done, { id: review.subject_id }));
      setDialog(null);
      // The decided review moves to another tab, and the figures change: every tab asks again.
      cache.invalidate(`${ADMIN}reviews:`);
    } catch (err) {
      setError(actionError(err));
    } finally {
      setPending(false);
    }
  };

  const open = (review: Review, decision: Pending['decision']) => {
    setError(undefined);
    setDialog({ review, decision });
  };

  const tabs = STATUSES.map((value) => ({ value, label: text.tabs[value] }));
  const approving = dialog?.decision === 'approve';
  const id = dialog?.review.subject_id ?? '';
  const account = dialog?.review.subject_type === 'user';
  const words = account
    ? approving
      ? { title: text.clearTitle, description: text.clearDescription, confirm: text.clearConfirm }
      : { title: text.blockTitle, description: text.blockDescription, confirm: text.blockConfirm }
    : approving
      ? { title: text.approveTitle, description: text.approveDescription, confirm: text.approveConfirm }
      : { title: text.rejectTitle, description: text.rejectDescription, confirm: text.rejectConfirm };
  return (
    <AdminPage title={text.title} message={message}>
      <Intro>{text.intro}</Intro>
      {stats ? <Figures stats={stats} /> : null}
      <CountTabs tabs={tabs} value={status} onChange={setStatus} label={text.tabsLabel}>
        <AdminListBody
          list={list}
          loadingText={text.loading}
          errorText={text.error}
          emptyTitle={text.empty[status]}
          emptyHint={text.emptyHint[status] || undefined}
        >
          {(rows) => (
            <List aria-label={fill(text.listLabel, { status: text.tabs[status] })}>
              {rows.map((r) => (
                <li key={r.id}>
                  <Card aria-labelledby={`review-${r.id}`}>
                    <h2 id={`review-${r.id}`}>
                      {r.user ? (
                        <>
                          <span>{fill(text.accountHeading, { id: r.user.id })}</span>{' '}
                          <span translate="no">{r.user.name}</span>
                        </>
                      ) : r.ad ? (
                        <>
                          <span>{fill(text.adHeading, { id: r.ad.id })}</span>{' '}
                          <Link href={`/view/${r.ad.id}/`}>
                            <span translate="no">{r.ad.title}</span>
                          </Link>
                        </>
                      ) : (
                        fill(text.gone, { id: r.subject_id })
                      )}
                    </h2>
                    <Facts>
                      <dt>{text.rule}</dt>
                      <dd>
                        {r.reason} <code>{r.rule_id}</code>{' '}
                        <Badge tone={r.status === 'open' ? 'danger' : 'neutral'}>{text.statuses[r.status]}</Badge>
                      </dd>
                      <Evidence review={r} />
                      {r.ad ? (
                        <>
                          <dt>{text.price}</dt>
                          <dd>{formatPrice(r.ad.price)}</dd>
                          <dt>{text.owner}</dt>
                          <dd>{fill(text.person, r.ad.owner)}</dd>
                          <dt>{text.adStatus}</dt>
                          <dd>{text.adStatuses[r.ad.status]}</dd>
                        </>
                      ) : null}
                      {r.user ? (
                        <>
                          <dt>{text.joined}</dt>
                          <dd>{formatMoment(r.user.joined)}</dd>
                          <dt>{text.adsWaiting}</dt>
                          <dd>{formatNumber(r.user.ads_waiting)}</dd>
                          <dt>{text.accountStatus}</dt>
                          <dd>{r.user.blocked ? text.accountStatuses.blocked : text.accountStatuses.active}</dd>
                        </>
                      ) : null}
                      <dt>{text.heldOn}</dt>
                      <dd>{formatMoment(r.created_at)}</dd>
                      {r.decided_by && r.decided_at ? (
                        <>
                          <dt>{text.decided}</dt>
                          <dd>
                            {fill(text.decidedLine, { name: r.decided_by.name, when: formatMoment(r.decided_at) })}
                          </dd>
                        </>
                      ) : null}
                      {r.decision_reason ? (
                        <>
                          <dt>{text.decisionReason}</dt>
                          <dd>{r.decision_reason}</dd>
                        </>
                      ) : null}
                    </Facts>
                    {r.status === 'open' ? (
                      <Inline gap={2} align="stretch">
                        <Button
                          size="sm"
                          variant="primary"
                          aria-label={fill(text.actionFor, { action: text.approve, id: r.id })}
                          onClick={() => open(r, 'approve')}
                        >
                          {text.approve}
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={fill(text.actionFor, { action: text.reject, id: r.id })}
                          onClick={() => open(r, 'reject')}
                        >
                          {text.reject}
                        </Button>
                      </Inline>
                    ) : null}
                  </Card>
                </li>
              ))}
            </List>
          )}
        </AdminListBody>
      </CountTabs>
      <ReasonDialog
        open={dialog !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !pending) setDialog(null);
        }}
        title={fill(words.title, { id })}
        description={words.description}
        confirmLabel={words.confirm}
        tone={approving ? 'primary' : 'danger'}
        pending={pending}
        error={error}
        text={{ label: text.reasonLabel, hint: text.reasonHint, tooShort: text.reasonTooShort }}
        onConfirm={(reason) => void confirm(reason)}
      />
    </AdminPage>
  );
}
