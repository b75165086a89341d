import type { StylesConfig } from 'react-select';

/** Chakra's tokens as CSS variables, so the select follows the theme like the inputs beside it. */
const token = (name: string) => `var(--chakra-${name})`;

export function chakraStyles<O, Multi extends boolean>(invalid: boolean): StylesConfig<O, Multi> {
  const idleBorder = invalid ? token('colors-border-error') : token('colors-border');
  return {
    // A Chakra field lays its parts out without stretching them; inputs take the full width themselves.
    container: (base) => ({ ...base, width: '100%' }),
    control: (base, state) => ({
      ...base,
      minHeight: token('sizes-10'),
      borderRadius: token('radii-l2'),
      // Transparent like Chakra's outline inputs beside it, on a white page or a dark dialog alike.
      backgroundColor: state.isDisabled ? token('colors-bg-muted') : 'transparent',
      borderColor: state.isFocused ? (invalid ? token('colors-border-error') : token('colors-blue-focus-ring')) : idleBorder,
      boxShadow: state.isFocused ? `0 0 0 1px ${invalid ? token('colors-border-error') : token('colors-blue-focus-ring')}` : 'none',
      fontSize: token('font-sizes-sm'),
      opacity: state.isDisabled ? 0.6 : 1,
      '&:hover': { borderColor: state.isFocused ? undefined : token('colors-border-emphasized') },
    }),
    placeholder: (base) => ({ ...base, color: token('colors-fg-subtle') }),
    // react-select draws its arrows, cross and 'No options' in greys of its own, made for white.
    dropdownIndicator: (base) => ({ ...base, color: token('colors-fg-muted'), ':hover': { color: token('colors-fg') } }),
    clearIndicator: (base) => ({ ...base, color: token('colors-fg-muted'), ':hover': { color: token('colors-fg') } }),
    loadingIndicator: (base) => ({ ...base, color: token('colors-fg-muted') }),
    noOptionsMessage: (base) => ({ ...base, color: token('colors-fg-muted') }),
    loadingMessage: (base) => ({ ...base, color: token('colors-fg-muted') }),
    singleValue: (base) => ({ ...base, color: token('colors-fg') }),
    input: (base) => ({ ...base, color: token('colors-fg') }),
    menu: (base) => ({
      ...base,
      zIndex: 'var(--chakra-z-index-dropdown, 1000)',
      borderRadius: token('radii-l2'),
      fontSize: token('font-sizes-sm'),
      // react-select's menu is white; the panel colour is the dialogs' own, in light and dark, so
      // a border marks the menu's edge over a dialog where a shadow shows little on black.
      backgroundColor: token('colors-bg-panel'),
      border: `1px solid ${token('colors-border')}`,
      boxShadow: token('shadows-lg'),
    }),
    option: (base, state) => ({
      ...base,
      backgroundColor: state.isSelected ? token('colors-blue-solid') : state.isFocused ? token('colors-blue-subtle') : 'transparent',
      color: state.isSelected ? token('colors-blue-contrast') : token('colors-fg'),
      ':active': { backgroundColor: state.isSelected ? token('colors-blue-solid') : token('colors-blue-muted') },
      cursor: 'pointer',
    }),
    multiValue: (base) => ({ ...base, backgroundColor: token('colors-blue-subtle'), borderRadius: token('radii-l1') }),
    multiValueLabel: (base) => ({ ...base, color: token('colors-fg') }),
    indicatorSeparator: () => ({ display: 'none' }),
  };
}
