import type { AdReportReason } from '@haat/contract';
import { ReasonDialog, Select } from '@haat/ui';
import { useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import * as ads from '../../api/ads';
import { ApiError, serverWords } from '../../api/client';
import { adText } from './adText';

/** The contract's `AD_REPORT_REASONS`, in the order the dialog lists them (types only: no zod in the page). */
const REPORT_REASONS = [
  'fraud',
  'wrong_category',
  'sold',
  'offensive',
  'other',
] as const satisfies readonly AdReportReason[];

export interface ReportDialogProps {
  adId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the server's thanks (or its "already reported") once the report is in. */
  onSent: (message: string) => void;
}

/** "Report this ad": a reason and a few words, for the admins' queue. Its own chunk, loaded on first open. */
export default function ReportDialog({ adId, open, onOpenChange, onSent }: ReportDialogProps) {
  const api = useApi();
  const t = adText.report;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const send = async (details: string) => {
    if (!reason) {
      setReasonError(t.reasonRequired);
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const answer = await ads.report(
        api,
        adId,
        { reason: reason as AdReportReason, details },
        { expected: [400, 403, 404, 409, 429] },
      );
      onSent(answer.detail);
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        onSent(err.fields.detail ?? t.sent);
        onOpenChange(false);
      } else {
        setError(serverWords(err, t.failed));
      }
    } finally {
      setPending(false);
    }
  };
  return (
    <ReasonDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setReason('');
          setReasonError(undefined);
          setError(undefined);
        }
        onOpenChange(next);
      }}
      title={t.title}
      description={t.description}
      confirmLabel={t.send}
      tone="primary"
      pending={pending}
      error={error}
      maxLength={1000}
      onConfirm={(details) => void send(details)}
      text={{ label: t.detailsLabel, hint: t.detailsHint, tooShort: t.tooShort, cancel: t.cancel }}
    >
      <Select
        label={t.reasonLabel}
        placeholder={t.reasonPlaceholder}
        options={REPORT_REASONS.map((r) => ({ value: r, label: t.reasons[r] }))}
        value={reason}
        onChange={(next) => {
          setReason(next);
          setReasonError(undefined);
        }}
        error={reasonError}
        required
      />
    </ReasonDialog>
  );
}
