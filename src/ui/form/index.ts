/** The portal's form kit: react-final-form fields dressed in Chakra, validated by superstruct. */
export { Form, FormError, type FormProps } from './Form';
export { FieldFrame, visibleError, type FieldFrameProps } from './FieldFrame';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { OtpField, type OtpFieldProps } from './OtpField';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { structValidator } from './validator';
export { toSubmissionErrors } from './server-errors';
export { matches, minLength, required, sameAs, textField, type Rule } from './rules';
