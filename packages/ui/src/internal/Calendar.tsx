import { format } from 'date-fns/format';
import { DayPicker, type DayPickerProps, type Modifiers } from 'react-day-picker';
import styled from 'styled-components';

/**
 * react-day-picker themed through its `--rdp-*` variables and class names (no copy of its CSS), with
 * day labels that start with the visible day number (axe: label-content-name-mismatch).
 */
const CalendarRoot = styled.div`
  .rdp-root {
    --rdp-day-size: 40px;
    position: relative;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[6]};
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 40px;
    padding-inline-start: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    z-index: 1;
    display: flex;
    align-items: center;
    height: 40px;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    padding: 0;
    background: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.round};
    cursor: pointer;
  }
  .rdp-button_previous:hover:not(:disabled),
  .rdp-button_next:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled,
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.4;
  }
  .rdp-chevron {
    width: 16px;
    height: 16px;
    fill: ${({ theme }) => theme.colors.text.link};
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    padding: ${({ theme }) => theme.space[1]} 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text.muted};
    text-align: center;
  }
  .rdp-day {
    width: var(--rdp-day-size);
    height: var(--rdp-day-size);
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    display: flex;
    align-items: center;
    justify-content: center;
    width: calc(var(--rdp-day-size) - 2px);
    height: calc(var(--rdp-day-size) - 2px);
    margin: auto;
    padding: 0;
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.round};
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  .rdp-day_button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 1px;
  }
  .rdp-today:not(.rdp-outside) {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text.link};
  }
  .rdp-outside {
    color: ${({ theme }) => theme.colors.text.muted};
  }
  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.colors.text.muted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .rdp-hidden {
    visibility: hidden;
  }
  .rdp-range_middle {
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  .rdp-range_start {
    background: linear-gradient(90deg, transparent 50%, ${({ theme }) => theme.colors.bg.brandSubtle} 50%);
  }
  .rdp-range_end {
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.bg.brandSubtle} 50%, transparent 50%);
  }
  .rdp-range_start.rdp-range_end {
    background: none;
  }
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.inverse};
    background: ${({ theme }) => theme.colors.bg.brand};
  }
`;

function labelDayButton(date: Date, modifiers: Modifiers) {
  const label = format(date, 'd MMMM yyyy, EEEE');
  if (modifiers.selected) return `${label}, selected`;
  if (modifiers.today) return `${label}, today`;
  return label;
}

/** The kit's calendar: react-day-picker in the theme, labelled for screen readers. */
export function Calendar(props: DayPickerProps) {
  return (
    <CalendarRoot>
      <DayPicker {...props} labels={{ labelDayButton, ...props.labels }} />
    </CalendarRoot>
  );
}
