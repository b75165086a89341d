import { activityLabels, activityMessages } from '../api/contract';

/** Texts of the Activity screen; its labels and messages live in the contract beside the API's. */
export const activityTexts = {
  ...activityLabels,
  ...activityMessages,
  adminOnly: 'Only administrators can see the account\'s activity.',
  loadFailed: 'The activity could not be loaded.',
  retry: 'Retry',
  downloaded: 'The file activity.csv was downloaded.',
} as const;
