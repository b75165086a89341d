import { useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useField } from 'react-final-form';
import { selectTexts } from '../../i18n/form';
import { FieldFrame, useFieldControl, visibleError } from './FieldFrame';
import type { SelectControlProps, SelectFieldProps, SelectOption, SelectValue } from './SelectField';

type Control = <V extends SelectValue>(props: SelectControlProps<V>) => ReactElement;
type Opening = NonNullable<SelectControlProps<SelectValue>['opening']>;

let loadedControl: Control | undefined;
/** react-select (with emotion, its run-time CSS), fetched and run once, when a user first reaches for a select. */
const loadControl = () => import('./SelectField').then((module) => (loadedControl = module.SelectControl as Control));

/**
 * A SelectField whose react-select is built only when the user reaches for it. Until then a closed
 * stand-in shows the chosen option as react-select would (a combobox button, named by the label,
 * same size and look): building react-select and its emotion styles was some 0.1 s of the account
 * form's first render at phone speed, for two selects most users never open.
 *
 * Focus (Tab, a click, a refused submit) puts react-select in its place with the focus in it; a
 * press, an arrow key or Space opens its list; keys typed before it is there become its search, and
 * Enter after them takes the first match, as react-select would: nothing the user does is lost
 * while it loads.
 */
export function DeferredSelectField<V extends SelectValue>({ name, label, helperText, disabled, ...rest }: SelectFieldProps<V>) {
  const { input, meta } = useField<V | undefined>(name);
  const error = visibleError(meta);
  // What the user asked of the select so far, kept in a ref too: keys can come faster than renders.
  const asked = useRef<Opening>({ menuOpen: false, typed: '' });
  const [opening, setOpening] = useState<Opening | null>(null);
  const [Control, setControl] = useState<Control | undefined>(() => loadedControl);

  const reach = (change: Partial<Opening> = {}) => {
    asked.current = { ...asked.current, ...change };
    setOpening(asked.current);
    if (loadedControl) setControl(() => loadedControl);
    // Not fetched (offline before the service worker had it): the stand-in stays, and the next reach tries again.
    else void loadControl().then((control) => setControl(() => control), () => setOpening(null));
  };

  const onKey = (key: string) => {
    const { typed } = asked.current;
    if (key === 'Enter') {
      const match = typed ? firstMatch(rest.options, typed, rest.filterOption) : undefined;
      if (match) input.onChange(match.value);
      reach({ menuOpen: false, typed: '' });
    } else if (key === 'Escape') reach({ menuOpen: false, typed: '' });
    else if (key.length === 1 && key !== ' ') reach({ menuOpen: true, typed: typed + key });
    else reach({ menuOpen: true });
  };

  return (
    <FieldFrame label={label} error={error} helperText={helperText} disabled={disabled}>
      {opening && Control ? (
        <Control<V>
          {...rest}
          name={name}
          value={input.value}
          invalid={Boolean(error)}
          disabled={disabled}
          opening={opening}
          onChange={(value) => input.onChange(value)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        />
      ) : (
        <ClosedSelect {...rest} name={name} value={input.value} onReach={reach} onKey={onKey} />
      )}
    </FieldFrame>
  );
}

/** The option Enter takes after `typed`: the first that react-select would list for that search. */
function firstMatch<V extends SelectValue>(
  options: readonly SelectOption<V>[], typed: string, filterOption: SelectFieldProps<V>['filterOption'],
): SelectOption<V> | undefined {
  const matches = filterOption
    ? (option: SelectOption<V>) => filterOption({ label: option.label, value: String(option.value), data: option }, typed)
    : (option: SelectOption<V>) => option.label.toLowerCase().includes(typed.toLowerCase());
  return options.find(matches);
}

type ClosedSelectProps<V extends SelectValue> = Pick<SelectFieldProps<V>, 'name' | 'options' | 'placeholder' | 'formatOptionLabel'> & {
  value: V | undefined | '';
  onReach: (change?: Partial<Opening>) => void;
  onKey: (key: string) => void;
};

/** The keys that mean something to a closed select; the others (Tab, Shift...) pass. */
const SELECT_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'Escape', ' ']);

function ClosedSelect<V extends SelectValue>({ name, options, value, placeholder, formatOptionLabel, onReach, onKey }: ClosedSelectProps<V>) {
  const field = useFieldControl();
  const selected: SelectOption<V> | undefined = options.find((option) => option.value === value);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!printable && !SELECT_KEYS.has(event.key)) return;
    event.preventDefault();
    onKey(event.key);
  };
  return (
    <>
      {/* The value a form post or a test reads, as SelectControl's own hidden input does. */}
      <input type="hidden" name={name} value={value === undefined ? '' : String(value)} />
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        {...field}
        className="pt-select-closed"
        onFocus={() => onReach()}
        onPointerDown={() => onReach({ menuOpen: true })}
        onKeyDown={onKeyDown}
      >
        <span className="pt-select-closed__value">
          {selected ? (
            formatOptionLabel ? formatOptionLabel(selected, { context: 'value', inputValue: '', selectValue: [selected] }) : selected.label
          ) : (
            <span className="pt-select-closed__placeholder">{placeholder ?? selectTexts.placeholder}</span>
          )}
        </span>
        <svg className="pt-select-closed__chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M4.516 7.548c0.436-0.446 1.043-0.481 1.576 0l3.908 3.747 3.908-3.747c0.533-0.481 1.141-0.446 1.574 0 0.436 0.445 0.408 1.197 0 1.615-0.406 0.418-4.695 4.502-4.695 4.502-0.217 0.223-0.502 0.335-0.787 0.335s-0.57-0.112-0.789-0.335c0 0-4.287-4.084-4.695-4.502s-0.436-1.17 0-1.615z" />
        </svg>
      </button>
    </>
  );
}
