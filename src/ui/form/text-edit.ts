/** A text field's value and where its caret belongs after an edit. */
export type TextEdit = { value: string; caret: number };

export type Normalise = (text: string) => string;

/**
 * The text after an edit, normalised, with the caret kept right after what was typed or inserted:
 * the caret lands where the normalised text before it ends, not at the end of the whole text.
 */
export function normaliseEdit(value: string, caret: number, normalise: Normalise): TextEdit {
  const next = normalise(value);
  return { value: next, caret: Math.min(normalise(value.slice(0, caret)).length, next.length) };
}

/** Pasted or dropped text, put in place of the selection (or at the caret), then normalised. */
export function insertText(value: string, start: number, end: number, inserted: string, normalise: Normalise): TextEdit {
  return normaliseEdit(value.slice(0, start) + inserted + value.slice(end), start + inserted.length, normalise);
}
