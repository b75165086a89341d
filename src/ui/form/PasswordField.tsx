import { limits } from '../../api/contract';
import { useState, type ReactNode } from 'react';
import { IconButton, InputGroup } from '@chakra-ui/react';
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
  const toggle = (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={toggleLabel}
      title={toggleLabel}
      aria-pressed={visible}
      disabled={disabled}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  );
  return (
    <FieldFrame label={label} error={visibleError(meta)} helperText={helperText} disabled={disabled}>
      {/* The toggle sits a little in from the input's end; the typed text stops short of it. */}
      <InputGroup endElement={toggle} endElementProps={{ px: '1' }}>
        <ControlInput
          {...input}
          pe="11"
          value={input.value ?? ''}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={limits.password}
          // Typed passwords are never auto-corrected or capitalised once shown in plain text.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
      </InputGroup>
    </FieldFrame>
  );
}
