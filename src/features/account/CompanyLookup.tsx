import { useId } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useField, useForm } from 'react-final-form';
import { DEFAULT_COUNTRY, accountLimits, isLiveCompanyStatus, type CompanySearchResult } from '../../api/contract';
import { companyLookupTexts as texts } from '../../i18n/account';
import { ControlInput, FieldFrame, visibleError } from '../../ui/form';
import { useComboboxKeys } from '../../ui/useComboboxKeys';
import { CompanySuggestions } from './CompanySuggestions';
import { useCompanySearch } from './useCompanySearch';
import type { AccountFormValues } from './validation';

export { LOOKUP_DELAY_MS, LOOKUP_MIN_CHARS, lookupErrorMessage } from './useCompanySearch';

/**
 * The account name of a UK registered company (spec 2): typing searches the company register
 * (debounced, from 2 characters) and picking a suggestion fills the name, registration number and
 * address. The name stays free text, so a company the register does not know can still be entered.
 * Only a live company fills the form: a dissolved one (or one being wound up) is listed with its
 * status and ignored when clicked or chosen with Enter, so the form never takes it for a live one.
 */
export function CompanyLookup({ label }: { label: string }) {
  const form = useForm<AccountFormValues>();
  const { input, meta } = useField<string, HTMLInputElement>('account_name');
  const listId = useId();
  const keys = useComboboxKeys();
  const search = useCompanySearch(keys.reset);
  const { results, listOpen, failure } = search;

  const onChange = (value: string) => {
    input.onChange(value);
    // Spec 2: the account name is copied into the account reference; the user may edit it after.
    form.change('account_reference', value || undefined);
    search.typed(value);
  };

  const pick = (company: CompanySearchResult) => {
    if (!isLiveCompanyStatus(company.company_status)) return;
    form.batch(() => {
      form.change('account_name', company.company_name);
      form.change('account_reference', company.company_name);
      form.change('registration_number', company.company_number);
      form.change('address_1', company.address_1);
      form.change('address_2', company.address_2 || undefined);
      form.change('city', company.city || undefined);
      form.change('postal_code', company.postcode);
      form.change('country', DEFAULT_COUNTRY);
    });
    search.close();
    keys.reset();
  };

  return (
    <FieldFrame label={label} error={visibleError(meta)} helperText={failure ? undefined : texts.hint}>
      <Box position="relative" w="full">
        <ControlInput
          name={input.name}
          value={input.value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) =>
            keys.onKeyDown(event, {
              count: results.length,
              listOpen,
              onOpen: search.open,
              onClose: search.close,
              onPick: (index) => pick(results[index]),
            })
          }
          onFocus={() => input.onFocus()}
          onBlur={() => {
            input.onBlur();
            // A search still waiting for the typing pause would open the list on a field already left.
            search.close();
          }}
          type="text"
          autoComplete="off"
          maxLength={accountLimits.companySearch}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listOpen && results.length ? listId : undefined}
          aria-activedescendant={listOpen && results[keys.active] ? `${listId}-${keys.active}` : undefined}
        />
        {listOpen ? (
          <CompanySuggestions
            id={listId}
            label={texts.suggestions}
            loading={search.loading}
            results={results}
            active={keys.active}
            onPick={pick}
            onHover={keys.setActive}
          />
        ) : null}
      </Box>
      {failure ? (
        <Text role="alert" textStyle="xs" fontWeight="medium" color="fg.error">
          {failure}
        </Text>
      ) : null}
    </FieldFrame>
  );
}
