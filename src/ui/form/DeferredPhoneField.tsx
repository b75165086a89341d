import { useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import { useField } from 'react-final-form';
import type { Country } from 'react-phone-number-input';
import countryNames from 'react-phone-number-input/locale/en.json';
import { phoneTexts } from '../../i18n/form';
import { ControlInput } from './controls';
import { FieldFrame, visibleError } from './FieldFrame';
import { InlineFlag } from './InlineFlag';
import { countryOfNumber } from './phone-countries';
import type { PhoneControlProps, PhoneFieldProps } from './PhoneField';

type PhoneControl = ComponentType<PhoneControlProps>;

let loadedControl: PhoneControl | undefined;
/** The phone library, its metadata and the field built on them: fetched and run once, when a user first reaches for a phone field. */
const loadControl = () => import('./PhoneField').then((module) => (loadedControl = module.PhoneControl));

/** Where the user was in the stand-in when the library arrived, to be there again in the real field. */
type HandOver = { focus: 'number' | 'country' | null; typed: string | null; selectedAll: boolean; openList: boolean };

/** The keys that open a focused select's list; on the stand-in they open the real one's. */
const LIST_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * A PhoneField whose library (react-phone-number-input, libphonenumber's metadata: most of the
 * account form's code, a third of its first render on a phone-speed CPU) is loaded when the user
 * reaches for the field. Until then a stand-in of the same elements, classes, names and labels
 * shows the saved number as saved, with its country's flag (phone-countries.ts).
 *
 * Focus, a press or a typed key loads the library; what was typed meanwhile is handed to the real
 * input as if pasted (the library reads it, picks its country and keeps the value in E.164), and
 * the focus, a selection of the whole text, or a country list asked for, carry over. If the
 * library cannot be fetched (offline before the service worker had it), the stand-in is a plain
 * input whose text is the value, and the next reach tries again. Once loaded in a session, the
 * field is the library's from its first render.
 */
export function DeferredPhoneField({ name, label, defaultCountry = 'GB', disabled }: PhoneFieldProps) {
  const { input, meta } = useField<string | undefined>(name);
  const [Control, setControl] = useState<PhoneControl | undefined>(() => loadedControl);
  const [typed, setTyped] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // Refs, not state: keys and the library's arrival can come between renders.
  const typedNow = useRef<string | null>(null);
  const wantsList = useRef(false);
  const loading = useRef(false);
  const handOver = useRef<HandOver | null>(null);

  const reach = () => {
    if (loading.current) return;
    loading.current = true;
    void loadControl().then(
      (control) => {
        handOver.current = standInState(box.current, typedNow.current, wantsList.current);
        setControl(() => control);
      },
      () => (loading.current = false),
    );
  };

  useLayoutEffect(() => {
    const state = handOver.current;
    if (!Control || !state || !box.current) return;
    handOver.current = null;
    takeOver(box.current, state);
  }, [Control]);

  const events = {
    onChange: (value: string | undefined) => input.onChange(value),
    onFocus: () => input.onFocus(),
    // The stand-in leaving the page with the focus in it is not the user leaving the field.
    onBlur: () => {
      if (handOver.current === null) input.onBlur();
    },
  };
  const shown = typed ?? input.value ?? '';
  return (
    <FieldFrame label={label} error={visibleError(meta)} disabled={disabled}>
      <div className="pt-phone" ref={box}>
        {Control ? (
          <Control name={name} value={input.value} defaultCountry={defaultCountry} disabled={disabled} {...events} />
        ) : (
          <div className={disabled ? 'PhoneInput PhoneInput--disabled' : 'PhoneInput'}>
            <StandInCountry
              name={name}
              country={countryOfNumber(shown, defaultCountry)}
              disabled={disabled}
              onReach={(openList) => {
                wantsList.current ||= openList;
                reach();
              }}
            />
            <ControlInput
              type="tel"
              name={name}
              autoComplete="tel"
              placeholder={phoneTexts.placeholder}
              className="PhoneInputInput"
              disabled={disabled}
              value={shown}
              onChange={(event) => {
                const text = event.currentTarget.value;
                typedNow.current = text;
                setTyped(text);
                events.onChange(text || undefined);
              }}
              onFocus={() => {
                events.onFocus();
                reach();
              }}
              onPointerDown={reach}
              onBlur={events.onBlur}
            />
          </div>
        )}
      </div>
    </FieldFrame>
  );
}

type StandInCountryProps = { name: string; country: Country | undefined; disabled?: boolean; onReach: (openList: boolean) => void };

/** The country choice as the library draws it (PhoneCountrySelect), holding the shown country alone. */
function StandInCountry({ name, country, disabled, onReach }: StandInCountryProps) {
  const countryName = country ? countryNames[country] : countryNames.ZZ;
  const onMouseDown = (event: MouseEvent<HTMLSelectElement>) => {
    // A list of one would open; the real select opens with all of them once it is there.
    event.preventDefault();
    event.currentTarget.focus();
    onReach(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (!LIST_KEYS.has(event.key)) return;
    event.preventDefault();
    onReach(true);
  };
  return (
    <div className="PhoneInputCountry">
      <select
        name={`${name}Country`}
        aria-label={countryNames.country}
        className="PhoneInputCountrySelect"
        disabled={disabled}
        onFocus={() => onReach(false)}
        onMouseDown={onMouseDown}
        onPointerDown={() => onReach(false)}
        onKeyDown={onKeyDown}
      >
        <option value={country ?? 'ZZ'}>{countryName}</option>
      </select>
      <div aria-hidden="true" className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
        {/* Inline, not an <img>: see InlineFlag. The library's own flag is an image, once reached. */}
        {country && <InlineFlag country={country} className="PhoneInputCountryIconImg" />}
      </div>
      <div className="PhoneInputCountrySelectArrow" />
    </div>
  );
}

function standInState(root: HTMLElement | null, typed: string | null, openList: boolean): HandOver {
  const active = document.activeElement;
  const number = root?.querySelector('input');
  const select = root?.querySelector('select');
  const onNumber = Boolean(number) && active === number;
  const selectedAll = onNumber && number!.value.length > 0 && number!.selectionStart === 0 && number!.selectionEnd === number!.value.length;
  return { focus: onNumber ? 'number' : select && active === select ? 'country' : null, typed, selectedAll, openList };
}

/** The real field takes over from the stand-in: the text typed, the focus and selection, an open list. */
function takeOver(root: HTMLElement, { focus, typed, selectedAll, openList }: HandOver) {
  const number = root.querySelector('input');
  const select = root.querySelector('select');
  if (focus === 'number') number?.focus();
  if (number && typed !== null) {
    // As if pasted: the library reads the text, picks its country, formats it and sets the value in E.164.
    // The prototype's setter: React (the unit suite's) ignores an input event whose value was set on the element.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(number, typed);
    number.setSelectionRange(typed.length, typed.length);
    number.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focus === 'number' && number) {
    if (selectedAll) number.select();
    else number.setSelectionRange(number.value.length, number.value.length);
  }
  if (focus === 'country' && select) {
    select.focus();
    // PhoneCountrySelect lists its options on focus, in the next render: the list opens after it.
    if (openList) setTimeout(() => showPicker(select), 0);
  }
}

function showPicker(select: HTMLSelectElement) {
  try {
    (select as HTMLSelectElement & { showPicker?: () => void }).showPicker?.();
  } catch {
    // No user activation left (a slow fetch) or no showPicker: the select is focused, a press opens it.
  }
}
