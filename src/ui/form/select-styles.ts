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
      backgroundColor: state.isDisabled ? token('colors-bg-muted') : token('colors-bg'),
      borderColor: state.isFocused ? (invalid ? token('colors-border-error') : token('colors-blue-500')) : idleBorder,
      boxShadow: state.isFocused ? `0 0 0 1px ${invalid ? token('colors-border-error') : token('colors-blue-500')}` : 'none',
      fontSize: token('font-sizes-sm'),
      opacity: state.isDisabled ? 0.6 : 1,
      '&:hover': { borderColor: state.isFocused ? undefined : token('colors-border-emphasized') },
    }),
    placeholder: (base) => ({ ...base, color: token('colors-fg-subtle') }),
    singleValue: (base) => ({ ...base, color: token('colors-fg') }),
    input: (base) => ({ ...base, color: token('colors-fg') }),
    menu: (base) => ({
      ...base,
      zIndex: 'var(--chakra-z-index-dropdown, 1000)',
      borderRadius: token('radii-l2'),
      fontSize: token('font-sizes-sm'),
      boxShadow: token('shadows-lg'),
    }),
    option: (base, state) => ({
      ...base,
      backgroundColor: state.isSelected ? token('colors-blue-600') : state.isFocused ? token('colors-blue-50') : 'transparent',
      color: state.isSelected ? 'white' : token('colors-fg'),
      cursor: 'pointer',
    }),
    multiValue: (base) => ({ ...base, backgroundColor: token('colors-blue-50'), borderRadius: token('radii-l1') }),
    multiValueLabel: (base) => ({ ...base, color: token('colors-fg') }),
    indicatorSeparator: () => ({ display: 'none' }),
  };
}
