import { useLayoutEffect, useRef, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { ControlTextarea } from './controls';
import { FieldFrame, visibleError } from './FieldFrame';
import { insertText, normaliseEdit, type Normalise, type TextEdit } from './text-edit';

export type TextAreaFieldProps = {
  /** The API field name: also the textarea's name attribute. */
  name: string;
  label: string;
  placeholder?: string;
  helperText?: ReactNode;
  rows?: number;
  disabled?: boolean;
  /** Applied to the whole text on every edit (typing, pasting, dropping); the caret stays in place. */
  normalise?: Normalise;
};

const unchanged: Normalise = (text) => text;

/**
 * A multi-line text field. Paste and drop are handled here rather than left to the browser, so
 * the inserted text goes through `normalise` like typed text and lands at the caret.
 */
export function TextAreaField({ name, label, helperText, disabled, normalise = unchanged, ...textareaProps }: TextAreaFieldProps) {
  const { input, meta } = useField<string, HTMLTextAreaElement>(name);
  const element = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes once the normalised value is rendered (React would put it at the end).
  const pendingCaret = useRef<number | null>(null);
  const value = input.value ?? '';

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !element.current) return;
    element.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const apply = (edit: TextEdit) => {
    if (edit.value === value) {
      // Nothing to render (a second separator folded away): React puts the old text back once the
      // event is handled, which sends the caret to the end; it goes back where the edit puts it after.
      const target = element.current;
      queueMicrotask(() => target?.setSelectionRange(edit.caret, edit.caret));
      return;
    }
    pendingCaret.current = edit.caret;
    input.onChange(edit.value);
  };

  const insert = (text: string, target: HTMLTextAreaElement) => {
    if (text) apply(insertText(target.value, target.selectionStart, target.selectionEnd, text, normalise));
  };

  return (
    <FieldFrame label={label} error={visibleError(meta)} helperText={helperText} disabled={disabled}>
      <ControlTextarea
        {...textareaProps}
        ref={element}
        name={name}
        value={value}
        onChange={(event) => apply(normaliseEdit(event.currentTarget.value, event.currentTarget.selectionStart, normalise))}
        onPaste={(event: ClipboardEvent<HTMLTextAreaElement>) => {
          event.preventDefault();
          insert(event.clipboardData.getData('text/plain'), event.currentTarget);
        }}
        onDrop={(event: DragEvent<HTMLTextAreaElement>) => {
          // Also keeps a dropped file from replacing the page.
          event.preventDefault();
          insert(event.dataTransfer.getData('text/plain'), event.currentTarget);
          event.currentTarget.focus();
        }}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      />
    </FieldFrame>
  );
}
