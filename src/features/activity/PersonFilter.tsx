import { Field, NativeSelect } from '@chakra-ui/react';
import type { ActivityPerson } from '../../api/contract';
import { activityTexts as texts } from '../../i18n/activity';

export type PersonFilterProps = {
  people: readonly ActivityPerson[];
  person: number | null;
  onChange: (person: number | null) => void;
};

/** 'Person': everyone's entries, or one person's. */
export function PersonFilter({ people, person, onChange }: PersonFilterProps) {
  return (
    <Field.Root maxW="20rem">
      <Field.Label>{texts.person}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="person"
          bg="bg.panel"
          value={person ?? ''}
          onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        >
          <option value="">{texts.everyone}</option>
          {people.map((entry) => (
            <option key={entry.user_id} value={entry.user_id}>
              {entry.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
