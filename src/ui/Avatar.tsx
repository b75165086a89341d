import { initials } from './initials';

/** A circle with the user's initials; decorative, because the full name is always shown beside it. */
export function Avatar({ firstName, lastName, size = '48px' }: { firstName?: string; lastName?: string; size?: string }) {
  return (
    <span className="pt-avatar" style={{ width: size, height: size }} aria-hidden="true">
      {initials(firstName, lastName)}
    </span>
  );
}
