import type { AdminReport, ReportStatus } from '@haat/contract';
import { Badge, Button, CountTabs, Inline, Link, ReasonDialog } from '@haat/ui';
import { useState } from 'react';
import styled from 'styled-components';
import * as admin from '../../api/admin';
import { useApi } from '../../api/ApiProvider';
import { fill } from '../shared/fill';
import { AdminListBody } from '../shared/admin/AdminListBody';
import { AdminPage } from '../shared/admin/AdminPage';
import { actionError, formatMoment } from '../shared/admin/format';
import { Card, Cards, Facts } from '../shared/admin/parts';
import { useAdminList } from '../shared/admin/useAdminList';
import { adminQueries } from '../shared/adminData';
import { adminReportsText as text } from './adminReportsText';

const STATUSES = ['open', 'actioned', 'dismissed'] as const satisfies readonly ReportStatus[];

const List = styled(Cards)`
  gap: var(--haat-space-3);
  margin-block-start: var(--haat-space-4);
`;

interface Pending {
  report: AdminReport;
  decision: 'actioned' | 'dismissed';
}

function Subject({ report }: { report: AdminReport }) {
  if (report.ad) {
    return (
      <>
        <span>{text.adReport}</span>
        <Link href={`/view/${report.ad.id}/`}>{report.ad.title}</Link>
      </>
    );
  }
  return <span>{report.reported_user ? fill(text.userReport, report.reported_user) : text.deletedUser}</span>;
}

/** `/admin/reports/`: the reports queue by status; close an open one as actioned or dismissed, with a note. */
export default function AdminReportsPage() {
  const api = useApi();
  const [status, setStatus] = useState<ReportStatus>('open');
  const list = useAdminList(adminQueries.reports(status));
  const [dialog, setDialog] = useState<Pending | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState('');

  const confirm = async (note: string) => {
    if (!dialog) return;
    const { report, decision } = dialog;
    setPending(true);
    setError(undefined);
    try {
      const next = await admin.decideReport(api, report.id, decision, note);
      list.replace(next);
      setMessage(fill(decision === 'actioned' ? text.actioned : text.dismissed, { id: next.id }));
      setDialog(null);
    } catch (err) {
      setError(actionError(err));
    } finally {
      setPending(false);
    }
  };

  const open = (report: AdminReport, decision: Pending['decision']) => {
    setError(undefined);
    setDialog({ report, decision });
  };

  const tabs = STATUSES.map((value) => ({ value, label: text.tabs[value] }));
  const acting = dialog?.decision === 'actioned';
  const id = dialog?.report.id ?? '';
  return (
    <AdminPage title={text.title} message={message}>
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
                  <Card aria-labelledby={`report-${r.id}`}>
                    <h2 id={`report-${r.id}`}>
                      <Subject report={r} />
                    </h2>
                    <Facts>
                      <dt>{text.reason}</dt>
                      <dd>
                        {text.reasons[r.reason]}{' '}
                        <Badge tone={r.status === 'open' ? 'danger' : 'neutral'}>{text.statuses[r.status]}</Badge>
                      </dd>
                      <dt>{text.details}</dt>
                      <dd>{r.details || text.noDetails}</dd>
                      {r.ad && r.reported_user ? (
                        <>
                          <dt>{text.reportedUser}</dt>
                          <dd>{fill(text.person, r.reported_user)}</dd>
                        </>
                      ) : null}
                      <dt>{text.reporter}</dt>
                      <dd>{fill(text.person, r.reporter)}</dd>
                      <dt>{text.reportedOn}</dt>
                      <dd>{formatMoment(r.created_on)}</dd>
                      {r.chat_id ? (
                        <>
                          <dt>{text.chat}</dt>
                          <dd>{fill(text.chatLink, { id: r.chat_id })}</dd>
                        </>
                      ) : null}
                      {r.handled_by && r.handled_on ? (
                        <>
                          <dt>{text.handled}</dt>
                          <dd>
                            {fill(text.handledLine, { name: r.handled_by.name, when: formatMoment(r.handled_on) })}
                          </dd>
                        </>
                      ) : null}
                      {r.note ? (
                        <>
                          <dt>{text.note}</dt>
                          <dd>{r.note}</dd>
                        </>
                      ) : null}
                    </Facts>
                    {r.status === 'open' ? (
                      <Inline gap={2} align="stretch">
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={fill(text.actionFor, { action: text.takeAction, id: r.id })}
                          onClick={() => open(r, 'actioned')}
                        >
                          {text.takeAction}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={fill(text.actionFor, { action: text.dismiss, id: r.id })}
                          onClick={() => open(r, 'dismissed')}
                        >
                          {text.dismiss}
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
        title={fill(acting ? text.actionTitle : text.dismissTitle, { id })}
        description={acting ? text.actionDescription : text.dismissDescription}
        confirmLabel={acting ? text.actionConfirm : text.dismissConfirm}
        tone={acting ? 'danger' : 'primary'}
        pending={pending}
        error={error}
        text={{ label: text.noteLabel, hint: text.noteHint, tooShort: text.noteTooShort }}
        onConfirm={(note) => void confirm(note)}
      />
    </AdminPage>
  );
}
