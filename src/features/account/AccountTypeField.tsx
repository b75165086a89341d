import { useField } from 'react-final-form';
import { accountTexts, accountTypeLabels } from '../../i18n/account';
import { NativeChoice, visibleError } from '../../ui/form';
import { ACCOUNT_TYPE_IDS, type AccountTypeId } from '../../api/contract';

const ERROR_ID = 'account_type_id-error';

/**
 * Spec 3 account types as radio buttons: three choices read at a glance, and the fields below
 * change with the choice. The form holds the number the API wants. The browser's own radios in a
 * fieldset: arrow keys, focus and screen readers as users know them, and no state machine to
 * download with the account form.
 */
export function AccountTypeField() {
  const { input, meta } = useField<AccountTypeId>('account_type_id');
  const error = visibleError(meta);
  return (
    <fieldset className="pt-fieldset" aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="pt-fieldset__legend">{accountTexts.accountType}</legend>
      <div className="pt-choices pt-choices--row">
        {ACCOUNT_TYPE_IDS.map((id) => (
          <NativeChoice
            key={id}
            type="radio"
            name="account_type_id"
            value={String(id)}
            label={accountTypeLabels[id]}
            checked={input.value === id}
            onCheckedChange={() => input.onChange(id)}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </div>
      {error ? (
        <div id={ERROR_ID} className="pt-field__error">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
