import { describe, expect, it, vi } from 'vitest';
import { ApiError, mailAllowance } from '../../src/api/contract';
import { noteVerifyMailRefused, noteVerifyMailSent, verifyMailWait } from '../../src/features/auth/verify-mail-wait';
import { minutesAndSeconds } from '../../src/ui/useSecondsUntil';
import { storageKeys } from '../../src/session/storage-keys';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const limited = (retryAfter: number | null) => new ApiError(429, { message: 'Too many attempts. Try again in 5 minutes.' }, retryAfter);

describe("the wait before 'Send a new code'", () => {
  it('is the mail interval from a mail just sent, per address whatever its case', () => {
    noteVerifyMailSent('Jane@Example.com', NOW);
    expect(verifyMailWait('jane@example.com')).toEqual({ since: NOW, until: NOW + mailAllowance.intervalSeconds * 1000 });
    expect(verifyMailWait('other@example.com').until).toBe(0);
  });

  it("is what a 429's Retry-After says, the interval without one, and nothing for another refusal", () => {
    expect(noteVerifyMailRefused('five@example.com', limited(300), NOW)).toBe(true);
    expect(verifyMailWait('five@example.com').until).toBe(NOW + 300_000);
    expect(noteVerifyMailRefused('bare@example.com', limited(null), NOW)).toBe(true);
    expect(verifyMailWait('bare@example.com').until).toBe(NOW + mailAllowance.intervalSeconds * 1000);
    expect(noteVerifyMailRefused('down@example.com', new ApiError(503, { message: 'The email could not be sent.' }), NOW)).toBe(false);
    expect(verifyMailWait('down@example.com').until).toBe(0);
  });

  it('outlives a reload, counting on from where it was, for the last address a mail went to only', async () => {
    const now = Date.now();
    noteVerifyMailSent('earlier@example.com', now);
    noteVerifyMailRefused('reload@example.com', limited(300), now);
    vi.resetModules();
    const reloaded = await import('../../src/features/auth/verify-mail-wait');
    expect(reloaded.verifyMailWait('Reload@example.com').until).toBe(now + 300_000);
    // A device passed between people keeps one address at most: the signed-in person's.
    expect(reloaded.verifyMailWait('earlier@example.com').until).toBe(0);
    expect(localStorage.getItem(storageKeys.verifyMailWaits)).not.toContain('earlier');
  });

  it('forgets a wait that has ended', async () => {
    noteVerifyMailSent('ended@example.com', Date.now() - 2 * mailAllowance.intervalSeconds * 1000);
    vi.resetModules();
    const reloaded = await import('../../src/features/auth/verify-mail-wait');
    expect(reloaded.verifyMailWait('ended@example.com').until).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect([minutesAndSeconds(60), minutesAndSeconds(42), minutesAndSeconds(125), minutesAndSeconds(3600)]).toEqual(['1:00', '0:42', '2:05', '60:00']);
  });
});
