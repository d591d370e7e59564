import { BottomSheet } from '@haat/ui';
import { Filters, type FiltersProps } from './Filters';
import { filtersText as t } from './filtersText';

export interface FilterSheetProps extends Pick<FiltersProps, 'state' | 'onChange'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The filters in a bottom sheet, for phones: the results come first and the filters one tap away.
 * Its own module so the dialog's code loads only when a phone asks for the filters.
 */
export function FilterSheet({ open, onOpenChange, state, onChange }: FilterSheetProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={t.heading}>
      <Filters state={state} onChange={onChange} heading={false} onApplied={() => onOpenChange(false)} />
    </BottomSheet>
  );
}
