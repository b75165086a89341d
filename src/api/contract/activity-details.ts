import { tenancyLabels } from './member-values';

/*
 * The log stores a member's type as the API's value ('Invited as STANDARD', 'User type: STANDARD →
 * ADMINISTRATOR'), written once with the entry. The server answers it in words ('Invited as
 * Standard'), on the Activity screen and in its CSV alike, whenever the entry was written.
 */

type Tenancy = keyof typeof tenancyLabels;
const TENANCY_VALUE = Object.keys(tenancyLabels).join('|');

const word = (value: string) => tenancyLabels[value as Tenancy];

/**
 * Only the places the server writes a type in: 'Invited as X', 'Joined as X', 'Added as X',
 * 'Was X' and 'User type: X → Y'. An app or account that happens to be named STANDARD keeps its name.
 */
const BECAME = new RegExp(`^((?:Invited|Joined|Added) as |Was )(${TENANCY_VALUE})\\b`);
const CHANGED = new RegExp(`^User type: (${TENANCY_VALUE}) → (${TENANCY_VALUE})\\b`);

/** An entry's stored details as the log shows them: a member's type in words. */
export function activityDetailsInWords(details: string): string {
  return details
    .replace(BECAME, (_, before: string, value: string) => `${before}${word(value)}`)
    .replace(CHANGED, (_, from: string, to: string) => `User type: ${word(from)} → ${word(to)}`);
}
