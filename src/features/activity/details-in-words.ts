import { memberTypeLabels } from '../../i18n/members';

/*
 * The log stores a member's type as the API's value ('Invited as STANDARD', 'User type:
 * STANDARD → ADMINISTRATOR'), written once with the entry. The screen reads it in the words Manage
 * Users uses ('Invited as Standard'), whenever the entry was written.
 */

type Tenancy = keyof typeof memberTypeLabels;
const TENANCY = Object.keys(memberTypeLabels).join('|');

const word = (value: string) => memberTypeLabels[value as Tenancy];

/**
 * Only the places the server writes a type in: 'Invited as X', 'Joined as X', 'Added as X',
 * 'Was X' and 'User type: X → Y'. An app or account that happens to be named STANDARD keeps its name.
 */
const BECAME = new RegExp(`^((?:Invited|Joined|Added) as |Was )(${TENANCY})\\b`);
const CHANGED = new RegExp(`^User type: (${TENANCY}) → (${TENANCY})\\b`);

export function detailsInWords(details: string): string {
  return details
    .replace(BECAME, (_, before: string, value: string) => `${before}${word(value)}`)
    .replace(CHANGED, (_, from: string, to: string) => `User type: ${word(from)} → ${word(to)}`);
}
