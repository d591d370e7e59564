import { fillTemplate } from '../../locale/text';
import { useEffect, useReducer, useRef, useState, type ComponentPropsWithRef, type DragEvent } from 'react';
import { Field, type FieldProps } from '../../internal/Field';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';
import {
  ActionButton,
  ActionLink,
  Actions,
  BrowseText,
  DropZone,
  FileName,
  HiddenFileInput,
  KindIcon,
  Panel,
  Progress,
  StatusText,
  Thumb,
  UploadRoot,
} from './FileUpload.styles';
import { DEFAULT_ACCEPT, fileKind, formatBytes, isAccepted } from './fileTypes';
import { fileUploadText, type FileUploadText } from './fileUploadText';
import { initialUploadState, uploadReducer } from './uploadReducer';

/** The field's value once a file is uploaded. */
export interface UploadedFile {
  /** Where the server keeps it (what the API stores). */
  path: string;
  /** Where the browser can fetch it (thumbnail, preview, download). */
  url: string;
  name: string;
  type: string;
  size: number;
}

/** Sends one file; injected so the kit never fetches. Reject to show the error's message. */
export type UploadFn = (
  file: File,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<{ path: string; url: string }>;

export type FileUploadAction = 'edit' | 'delete' | 'download' | 'preview' | 'thumbnail';

export interface FileUploadProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'accept'>, FieldProps {
  /** Sends the file: `upload(file, { onProgress, signal }) => Promise<{ path, url }>`. */
  upload: UploadFn;
  /** The uploaded file, or null. */
  value?: UploadedFile | null;
  /** The first file when the field is uncontrolled (no `value`). @default null */
  defaultValue?: UploadedFile | null;
  /** Called with the uploaded file, or null after delete; never an event. */
  onChange?: (next: UploadedFile | null) => void;
  /** Rules run on the uploaded file; `required` adds `required` (`{label} is required`) while there is none. */
  rules?: Rules;
  /** Narrows what is accepted (a native `accept` string). @default Word, PDF, PNG, GIF, JPEG, MP4, M4V, video */
  accept?: string;
  /** Largest file in bytes; bigger ones are refused before any upload. */
  maxSize?: number;
  /**
   * Takes several files at once (browsed or dropped) and sends them one after another, calling
   * `onChange` once per uploaded file; a refused or failed file stops the rest. @default false
   */
  multiple?: boolean;
  /** With `multiple`: the most files one choice takes; the rest are left out, and the field says so. */
  maxFiles?: number;
  /** What the user can do with an uploaded file. @default ['thumbnail', 'preview', 'edit', 'delete'] */
  actions?: readonly FileUploadAction[];
  /** How long "Uploaded Successfully" stays before the field settles back. @default 2000 */
  successDuration?: number;
  /** The component's words; the status strings default to the spec's. */
  text?: Partial<FileUploadText>;
}

const DEFAULT_ACTIONS: readonly FileUploadAction[] = ['thumbnail', 'preview', 'edit', 'delete'];

/**
 * One file (or, with `multiple`, several in turn), dropped or browsed (a real `<input type=file>` behind a `<label>` drop zone), checked
 * against `accept` and `maxSize`, sent through the injected `upload` with a progress bar and a
 * cancel button. States, mirrored as `data-state`: idle → uploading → uploaded → idle; or error.
 */
export function FileUpload({
  onBlur,
  upload,
  accept = DEFAULT_ACCEPT,
  maxSize,
  multiple = false,
  maxFiles,
  actions = DEFAULT_ACTIONS,
  successDuration = 2000,
  text: textProp,
  ...props
}: FileUploadProps) {
  const text = { ...fileUploadText, ...textProp };
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const [dragging, setDragging] = useState(false);
  const uploadError = state.status === 'error' ? state.message : undefined;
  const field = useFieldControl(props, { empty: null as UploadedFile | null, ownError: uploadError });
  const rootRef = useRef<HTMLDivElement>(null);
  const controller = useRef<AbortController | null>(null);

  // Leave the success message up for a moment, then settle on "Uploaded".
  useEffect(() => {
    if (state.status !== 'uploaded' || !Number.isFinite(successDuration)) return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), successDuration);
    return () => clearTimeout(timer);
  }, [state.status, successDuration]);

  // An upload in flight when the field goes away is cancelled.
  useEffect(() => () => controller.current?.abort(), []);

  /** Keeps keyboard users in the widget as its parts swap (drop zone, progress, file row). */
  const focusSoon = (selector: string) => {
    const root = rootRef.current;
    const active = document.activeElement;
    if (!root || (active && active !== document.body && !root.contains(active))) return;
    requestAnimationFrame(() => root.querySelector<HTMLElement>(selector)?.focus());
  };

  /** Sends one file; true once it is uploaded. */
  const start = async (file: File): Promise<boolean> => {
    if (!isAccepted(file, accept)) {
      dispatch({ type: 'fail', message: fillTemplate(text.typeRefused, { name: file.name }) });
      return false;
    }
    if (maxSize !== undefined && file.size > maxSize) {
      dispatch({
        type: 'fail',
        message: fillTemplate(text.tooLarge, { name: file.name, max: formatBytes(maxSize) }),
      });
      return false;
    }
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    dispatch({ type: 'start', fileName: file.name });
    focusSoon('[data-upload-cancel]');
    try {
      const result = await upload(file, {
        signal: own.signal,
        onProgress: (percent) => {
          if (!own.signal.aborted) dispatch({ type: 'progress', percent });
        },
      });
      if (own.signal.aborted) return false;
      field.setValue({ path: result.path, url: result.url, name: file.name, type: file.type, size: file.size });
      dispatch({ type: 'success' });
      focusSoon('[data-upload-action]');
      return true;
    } catch (reason) {
      if (own.signal.aborted) return false;
      dispatch({
        type: 'fail',
        message: reason instanceof Error && reason.message ? reason.message : text.uploadFailed,
        retry: file,
      });
      focusSoon('input[type="file"]');
      return false;
    } finally {
      if (controller.current === own) controller.current = null;
    }
  };

  /** The files of one choice or drop: the first alone, or with `multiple` each in turn. */
  const startAll = async (chosen: readonly File[]) => {
    if (!multiple) {
      if (chosen[0]) void start(chosen[0]);
      return;
    }
    const taken = maxFiles === undefined ? chosen : chosen.slice(0, Math.max(0, maxFiles));
    for (const file of taken) if (!(await start(file))) return;
    const left = chosen.length - taken.length;
    if (left > 0) dispatch({ type: 'fail', message: fillTemplate(text.tooMany, { count: left }) });
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    dispatch({ type: 'reset' });
    focusSoon('input[type="file"]');
  };

  const remove = () => {
    field.setValue(null);
    dispatch({ type: 'reset' });
    focusSoon('input[type="file"]');
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!field.disabled) void startAll(Array.from(event.dataTransfer.files));
  };

  const file = field.value;
  const uploading = state.status === 'uploading';
  const retryFile = state.status === 'error' ? state.retry : undefined;
  const showFile = Boolean(file) && !uploading;
  const kind = file ? fileKind(file) : 'file';

  return (
    <Field {...field.fieldProps} layout="legend">
      {(control) => (
        <UploadRoot ref={rootRef} data-state={state.status}>
          <HiddenFileInput
            {...field.rest}
            {...control}
            required={control.required && !file}
            ref={field.ref}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={field.disabled || uploading}
            tabIndex={showFile || uploading ? -1 : undefined}
            // Without the drop zone (uploading, or a file is in) the input still needs a name.
            aria-label={showFile || uploading ? text.chooseAnother : undefined}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              event.target.value = '';
              void startAll(chosen);
            }}
            onBlur={(event) => {
              field.markTouched();
              onBlur?.(event);
            }}
          />
          {!showFile && !uploading && (
            <DropZone
              htmlFor={control.id}
              data-dragging={dragging || undefined}
              onDragOver={(event) => {
                event.preventDefault();
                if (!field.disabled) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              {text.dropzone} <BrowseText>{text.browse}</BrowseText>
            </DropZone>
          )}
          {retryFile && (
            <Actions>
              <ActionButton type="button" disabled={field.disabled} onClick={() => void start(retryFile)}>
                {text.retry}
              </ActionButton>
            </Actions>
          )}
          {uploading && (
            <Panel data-state="uploading">
              <FileName>{state.fileName}</FileName>
              <StatusText role="status">{text.uploading}</StatusText>
              <Progress max={100} value={state.progress} aria-label={`${text.uploading} ${state.fileName}`} />
              <StatusText aria-hidden="true">{state.progress}%</StatusText>
              <ActionButton type="button" onClick={cancel} data-upload-cancel="">
                {text.cancel}
              </ActionButton>
            </Panel>
          )}
          {showFile && file && (
            <Panel data-state={state.status === 'uploaded' ? 'uploaded' : 'idle'}>
              {actions.includes('thumbnail') &&
                (kind === 'image' ? (
                  <Thumb src={file.url} alt="" width={40} height={40} />
                ) : (
                  <KindIcon data-kind={kind} aria-hidden="true">
                    {{ pdf: 'PDF', video: 'VIDEO', document: 'DOC', file: 'FILE', image: 'IMG' }[kind]}
                  </KindIcon>
                ))}
              <FileName title={file.name}>{file.name}</FileName>
              <StatusText role="status">
                {state.status === 'uploaded' ? text.uploadedSuccessfully : text.uploaded}
              </StatusText>
              <Actions>
                {actions.includes('preview') && (
                  <ActionLink href={file.url} target="_blank" rel="noreferrer" data-upload-action="">
                    {text.preview}
                  </ActionLink>
                )}
                {actions.includes('download') && (
                  <ActionLink href={file.url} download={file.name} data-upload-action="">
                    {text.download}
                  </ActionLink>
                )}
                {actions.includes('edit') && (
                  <ActionButton
                    type="button"
                    disabled={field.disabled}
                    onClick={() => field.focusRef.current?.click()}
                    data-upload-action=""
                  >
                    {text.edit}
                  </ActionButton>
                )}
                {actions.includes('delete') && (
                  <ActionButton type="button" disabled={field.disabled} onClick={remove} data-upload-action="">
                    {text.delete}
                  </ActionButton>
                )}
              </Actions>
            </Panel>
          )}
        </UploadRoot>
      )}
    </Field>
  );
}
