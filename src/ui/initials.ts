/** Up to two capital letters from the first and last name ('Ada Lovelace' gives 'AL'). */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const letters = [firstName, lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return letters.toUpperCase() || '?';
}
