/** A small calendar glyph for date triggers; decorative (the trigger's text says what it is). */
export function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="2.5" width="13" height="12" rx="2" fill="none" stroke="currentColor" />
      <path d="M1.5 6.5h13M5 1v3M11 1v3" stroke="currentColor" />
    </svg>
  );
}
