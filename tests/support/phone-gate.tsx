import { Form, SubmitButton } from '../../src/ui/form';
import { DeferredPhoneField } from '../../src/ui/form/DeferredPhoneField';

/** A form of the deferred phone field alone, saved to `onSubmit`. */
export function PhoneForm({ initial, onSubmit = async () => undefined }: { initial?: string; onSubmit?: (values: { phone?: string }) => Promise<void> }) {
  return (
    <Form<{ phone?: string }> label="Phone only" onSubmit={onSubmit} initialValues={{ phone: initial }}>
      <DeferredPhoneField name="phone" label="Phone" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

/** A gate the mocked phone module waits behind: the library "on a slow network" until opened. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}
