import { type } from 'superstruct';
import { RecoveryCode, TotpCode } from '../../api/contract';
import { structValidator } from '../form/validator';

/** The second step's forms, checked by the contract's own fields (their rules and messages live there). */
export const validateTotpForm = structValidator(type({ otp: TotpCode }));
export const validateRecoveryForm = structValidator(type({ recovery_code: RecoveryCode }));

export type TotpFormValues = { otp: string };
export type RecoveryFormValues = { recovery_code: string };
