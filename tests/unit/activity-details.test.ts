import { describe, expect, it } from 'vitest';
import { activityDetailsInWords } from '../../src/api/contract';

describe('activity details in words', () => {
  it('reads a member\'s type as Manage Users does', () => {
    expect(activityDetailsInWords('Invited as STANDARD')).toBe('Invited as Standard');
    expect(activityDetailsInWords('Joined as ADMINISTRATOR')).toBe('Joined as Administrator');
    expect(activityDetailsInWords('Added as STANDARD')).toBe('Added as Standard');
    expect(activityDetailsInWords('Was ADMINISTRATOR')).toBe('Was Administrator');
    expect(activityDetailsInWords('User type: STANDARD → ADMINISTRATOR; Allowed: Ledger')).toBe('User type: Standard → Administrator; Allowed: Ledger');
  });

  it('leaves names alone: an app or account called STANDARD keeps its name', () => {
    expect(activityDetailsInWords('User type: ADMINISTRATOR → STANDARD; Blocked: STANDARD')).toBe('User type: Administrator → Standard; Blocked: STANDARD');
    expect(activityDetailsInWords('Allowed: STANDARD')).toBe('Allowed: STANDARD');
    expect(activityDetailsInWords('Name: STANDARD → ADMINISTRATOR')).toBe('Name: STANDARD → ADMINISTRATOR');
    expect(activityDetailsInWords('')).toBe('');
  });
});
