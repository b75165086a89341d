import { useCallback, useState, type KeyboardEvent } from 'react';

export type ComboboxKeysOptions = {
  /** How many options the list shows now. */
  count: number;
  listOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onPick: (index: number) => void;
};

/**
 * The keys of a combobox input (WAI-ARIA combobox pattern): the arrows move the highlighted option,
 * Enter picks it instead of submitting the form, Escape closes only the list.
 */
export function useComboboxKeys() {
  const [active, setActive] = useState(-1);

  /** The options are read at the key press, so they are always the list as it is shown. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, options: ComboboxKeysOptions) => {
    const { count, listOpen, onOpen, onClose, onPick } = options;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      onOpen();
      setActive((index) => Math.min(index + 1, count - 1));
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && listOpen && active >= 0 && active < count) {
      event.preventDefault();
      onPick(active);
    } else if (event.key === 'Escape' && listOpen) {
      // A dialog or menu around the input stays open.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return { active, setActive, reset: useCallback(() => setActive(-1), []), onKeyDown };
}
