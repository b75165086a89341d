import { components, type GroupBase, type InputProps } from 'react-select';
import { useFieldControl } from './FieldFrame';

/**
 * react-select's input, naming in aria-describedby the field's helper and error text beside what
 * react-select names itself (its placeholder or its live region): read on reaching the select.
 */
export function DescribedSelectInput<O, M extends boolean, G extends GroupBase<O>>(props: InputProps<O, M, G>) {
  const description = useFieldControl()?.['aria-describedby'];
  const describedBy = [props['aria-describedby'], description].filter(Boolean).join(' ') || undefined;
  return <components.Input {...props} aria-describedby={describedBy} />;
}
