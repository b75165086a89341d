import { SubmitButton } from './SubmitButton';

export type FormActionsProps = {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** At the foot of a page's form (a little space above), rather than of a dialog. */
  foot?: boolean;
};

/** The buttons at the foot of a form: Cancel closes or leaves without sending, the other submits. */
export function FormActions({ cancelLabel, onCancel, submitLabel, foot }: FormActionsProps) {
  return (
    <div className={foot ? 'pt-form-actions pt-form-actions--foot' : 'pt-form-actions'}>
      <button type="button" className="pt-btn pt-btn--outline" onClick={onCancel}>
        {cancelLabel}
      </button>
      <SubmitButton fullWidth={false}>{submitLabel}</SubmitButton>
    </div>
  );
}
