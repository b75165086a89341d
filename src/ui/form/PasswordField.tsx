import { limits } from '../../api/contract';
import { useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { passwordFieldTexts } from '../../i18n/form';
import { ControlInput } from './controls';
import { FieldFrame, visibleError } from './FieldFrame';
import { EyeIcon, EyeOffIcon } from './icons';

export type PasswordFieldProps = {
  name: string;
  label: string;
  /** 'current-password' to sign in, 'new-password' to choose one (lets managers suggest one). */
  autoComplete?: 'current-password' | 'new-password';
  helperText?: ReactNode;
  disabled?: boolean;
};

/** A password input with a show/hide toggle (spec 5). */
export function PasswordField({ name, label, autoComplete = 'current-password', helperText, disabled }: PasswordFieldProps) {
  const { input, meta } = useField<string, HTMLInputElement>(name);
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? passwordFieldTexts.hide : passwordFieldTexts.show;
  return (
    <FieldFrame label={label} error={visibleError(meta)} helperText={helperText} disabled={disabled}>
      <div className="pt-input-group">
        <ControlInput
          {...input}
          value={input.value ?? ''}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={limits.password}
          // Typed passwords are never auto-corrected or capitalised once shown in plain text.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        <span className="pt-input-group__end">
          <button
            type="button"
            className="pt-btn pt-btn--ghost pt-btn--sm pt-btn--icon"
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </span>
      </div>
    </FieldFrame>
  );
}
