import type { OptionsObject } from 'notistack';
import { errorMessage } from '../api/contract';
import { toaster } from './toast-host';

function show(message: string, options: OptionsObject): void {
  void toaster().then(({ enqueueSnackbar }) => enqueueSnackbar(message, options));
}

/**
 * Spec 8/9: the generic handlers. Durations follow spec 9 (success 2 s, the rest 4 s). A toast is
 * for what happens away from a form: a row's action, a background call, the outcome of a dialog
 * that has closed. A form's refusal is said in the form (Form, ConfirmDialog), never here as well.
 */
export function toastSuccess(message: string): void {
  show(message, { variant: 'success', autoHideDuration: 2000 });
}

export function toastInfo(message: string): void {
  show(message, { variant: 'info', autoHideDuration: 4000 });
}

/** Logs the error and shows the server's message if it sent one, otherwise the error's own. */
export function toastError(error: unknown): void {
  if (typeof error === 'string') {
    show(error, { variant: 'error', autoHideDuration: 4000 });
    return;
  }
  console.error(error);
  show(errorMessage(error), { variant: 'error', autoHideDuration: 4000 });
}
