/**
 * What a visitor typed into a server-rendered page before its scripts took over: each text field
 * whose value is no longer the one the server sent, with the caret, and each drop-down set to
 * another option than the server's. Read just before hydration.
 */
export type TypedField =
  | {
      field: HTMLInputElement | HTMLTextAreaElement;
      value: string;
      focused: boolean;
      selection: [number | null, number | null];
    }
  | { field: HTMLSelectElement; value: string; focused: boolean };

const TEXT_TYPES = new Set(['text', 'search', 'tel', 'email', 'number', 'url', 'password', '']);

export function typedFields(root: HTMLElement): TypedField[] {
  const out: TypedField[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    let selection: [number | null, number | null] = [null, null];
    try {
      selection = [field.selectionStart, field.selectionEnd];
    } catch {
      // number and email fields have no selection
    }
    out.push({ field, value: field.value, focused: document.activeElement === field, selection });
  }
  for (const field of root.querySelectorAll('select')) {
    if (field.multiple || [...field.options].every((option) => option.selected === option.defaultSelected)) continue;
    out.push({ field, value: field.value, focused: document.activeElement === field });
  }
  return out;
}

/**
 * Give the app what was typed: once hydrated, each field gets its text back (React may have written
 * the server's value over it) through an `input` event (a drop-down its choice, through `change`), so the component's own state takes it up
 * as if it had been typed now; the caret goes back where it was.
 */
export function replayTyped(fields: readonly TypedField[]): void {
  for (const typed of fields) {
    const { field, value, focused } = typed;
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      // A drop-down has no value tracking: set the choice again and say it changed.
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      if (focused) field.focus();
      continue;
    }
    const selection = 'selection' in typed ? typed.selection : [null, null];
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // React tracks the value it last saw (hydration saw the typed text): the element's own setter
    // moves that to '', the prototype's puts the text back behind it, so the event is a change.
    field.value = '';
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused) {
      field.focus();
      try {
        field.setSelectionRange(selection[0], selection[1]);
      } catch {
        // no selection on this type
      }
    }
  }
}
