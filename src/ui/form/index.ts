/** The portal's form kit: react-final-form fields drawn with Chakra's Field and controls, validated by superstruct. */
export { Form, FormError, type FormProps } from './Form';
export { FieldFrame, visibleError, useFieldControl, type FieldFrameProps } from './FieldFrame';
export { ControlInput, ControlTextarea } from './controls';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { CheckboxChoice, type CheckboxChoiceProps } from './CheckboxChoice';
export { CheckboxListField, type CheckboxListFieldProps, type CheckboxOption } from './CheckboxListField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { OtpField, type OtpFieldProps } from './OtpField';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { FormActions, type FormActionsProps } from './FormActions';
export { structValidator } from './validator';
export { toSubmissionErrors } from './server-errors';
// The select, multi-select, phone and country fields are imported from their own modules (./SelectField,
// ./MultiSelectField, ./PhoneField, ./CountrySelect), never re-exported here: the bundler splits by module graph,
// so a re-export would put react-select and the phone library into the chunk that every form page,
// the login page included, downloads. Their types are safe to share.
export type { SelectFieldProps, SelectOption, SelectValue } from './SelectField';
export type { MultiSelectFieldProps } from './MultiSelectField';
export type { PhoneFieldProps } from './PhoneField';
export type { CountrySelectProps } from './CountrySelect';
