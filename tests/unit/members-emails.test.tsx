import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validate } from 'superstruct';
import {
  InviteEmailList, MAX_INVITE_BATCH, inviteAddresses, inviteMessages, normaliseEmailSeparators, splitEmailEntries,
} from '../../src/api/contract';
import { validateInvite } from '../../src/features/members/forms';
import { Form, SubmitButton, TextAreaField } from '../../src/ui/form';
import { insertText, normaliseEdit } from '../../src/ui/form/text-edit';
import { renderWithProviders } from '../support/render';

/** The message the invite rules give for a typed list, or true. */
const check = (text: unknown) => {
  const [error] = validate(text, InviteEmailList);
  return error ? error.message : true;
};

describe('the e-mail list rules (spec 5 "Invite")', () => {
  it('splits on commas, colons and newlines, trimming each entry', () => {
    expect(splitEmailEntries('a@x.com, b@x.com:c@x.com\nd@x.com')).toEqual(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']);
    expect(splitEmailEntries('a@x.com,,b@x.com')).toEqual(['a@x.com', '', 'b@x.com']);
    expect(inviteAddresses('a@x.com,,b@x.com,')).toEqual(['a@x.com', 'b@x.com']);
  });

  it('normalises colons, commas, semicolons and whitespace to single commas', () => {
    expect(normaliseEmailSeparators('a@x.com; b@x.com :c@x.com\n\nd@x.com\te@x.com,,  f@x.com')).toBe(
      'a@x.com,b@x.com,c@x.com,d@x.com,e@x.com,f@x.com',
    );
    expect(normaliseEmailSeparators('a@x.com ')).toBe('a@x.com,');
  });

  it("requires something: 'Email cannot be blank'", () => {
    expect(check(undefined)).toBe(inviteMessages.emailsRequired);
    expect(check('')).toBe(inviteMessages.emailsRequired);
    expect(check('  \n ')).toBe(inviteMessages.emailsRequired);
    expect(inviteMessages.emailsRequired).toBe('Email cannot be blank');
  });

  it('refuses an entry that is not an address', () => {
    expect(check('a@x.com,not-an-email')).toBe('Invalid email format. Ensure emails are separated correctly.');
    expect(check('a@x.com b@x.com')).toBe(inviteMessages.entryInvalid);
    expect(check('a@x.com;b@x.com')).toBe(inviteMessages.entryInvalid);
  });

  it('refuses an empty entry among several', () => {
    expect(check('a@x.com,,b@x.com')).toBe('Ensure emails are properly formatted and separated.');
    expect(check('a@x.com,')).toBe(inviteMessages.entryEmpty);
    expect(check(',a@x.com')).toBe(inviteMessages.entryEmpty);
  });

  it('accepts addresses separated by commas, colons or newlines', () => {
    expect(check('a@x.com')).toBe(true);
    expect(check('a@x.com, b@x.com:c@x.com\nd@x.com')).toBe(true);
  });

  it('takes at most one call worth of addresses', () => {
    const many = Array.from({ length: MAX_INVITE_BATCH + 1 }, (_, index) => `u${index}@x.com`).join(',');
    expect(check(many)).toBe(inviteMessages.tooMany);
  });
});

describe('keeping the caret through normalisation', () => {
  it('puts the caret after what was typed, not at the end', () => {
    expect(normaliseEdit('a@x.com b@x.com', 8, normaliseEmailSeparators)).toEqual({ value: 'a@x.com,b@x.com', caret: 8 });
    expect(normaliseEdit('a@x.com, ;b@x.com', 10, normaliseEmailSeparators)).toEqual({ value: 'a@x.com,b@x.com', caret: 8 });
  });

  it('inserts in place of the selection, then normalises', () => {
    expect(insertText('a@x.com,z', 8, 9, 'b@x.com\nc@x.com', normaliseEmailSeparators)).toEqual({
      value: 'a@x.com,b@x.com,c@x.com',
      caret: 23,
    });
    expect(insertText('a@x.com', 0, 0, 'b@x.com; ', normaliseEmailSeparators)).toEqual({ value: 'b@x.com,a@x.com', caret: 8 });
  });
});

function EmailsForm({ onSubmit }: { onSubmit: (values: object) => void }) {
  return (
    <Form<{ emails?: string; tenancy: string }> label="Invite" onSubmit={onSubmit} validate={validateInvite} initialValues={{ tenancy: 'STANDARD' }}>
      <TextAreaField name="emails" label="Emails" placeholder="Drop emails here or type..." normalise={normaliseEmailSeparators} />
      <SubmitButton>Invite</SubmitButton>
    </Form>
  );
}

describe('the e-mail textarea', () => {
  const textarea = () => screen.getByLabelText('Emails') as HTMLTextAreaElement;

  it("is named 'emails', labelled and shows the placeholder", () => {
    renderWithProviders(<EmailsForm onSubmit={() => undefined} />);
    expect(textarea().name).toBe('emails');
    expect(textarea().placeholder).toBe('Drop emails here or type...');
  });

  it('normalises separators while typing', async () => {
    renderWithProviders(<EmailsForm onSubmit={() => undefined} />);
    await userEvent.type(textarea(), 'a@x.com;  b@x.com{Enter}c@x.com: d@x.com');
    expect(textarea().value).toBe('a@x.com,b@x.com,c@x.com,d@x.com');
  });

  it('normalises pasted text and inserts it at the caret', async () => {
    renderWithProviders(<EmailsForm onSubmit={() => undefined} />);
    await userEvent.type(textarea(), 'a@x.com,d@x.com');
    textarea().setSelectionRange(8, 8);
    await userEvent.paste('b@x.com;\nc@x.com, ');
    expect(textarea().value).toBe('a@x.com,b@x.com,c@x.com,d@x.com');
    expect(textarea().selectionStart).toBe(24);
  });

  it('inserts pasted text itself: a paste event alone (no browser insertion) fills the field', async () => {
    renderWithProviders(<EmailsForm onSubmit={() => undefined} />);
    await userEvent.type(textarea(), 'a@x.com');
    textarea().setSelectionRange(7, 7);
    const pasted = ' b@x.com\r\nc@x.com';
    const event = fireEvent.paste(textarea(), { clipboardData: { getData: (kind: string) => (kind === 'text/plain' ? pasted : '') } });
    // Handled: the browser's own insertion was cancelled.
    expect(event).toBe(false);
    await waitFor(() => expect(textarea().value).toBe('a@x.com,b@x.com,c@x.com'));
  });

  it('normalises dropped text and inserts it at the caret', async () => {
    renderWithProviders(<EmailsForm onSubmit={() => undefined} />);
    await userEvent.type(textarea(), 'a@x.com');
    textarea().setSelectionRange(0, 0);
    const dropped = 'b@x.com\tc@x.com;';
    const event = fireEvent.drop(textarea(), { dataTransfer: { getData: (kind: string) => (kind === 'text/plain' ? dropped : '') } });
    expect(event).toBe(false);
    await waitFor(() => expect(textarea().value).toBe('b@x.com,c@x.com,a@x.com'));
  });

  it('shows the rule broken under the field and sends nothing', async () => {
    const sent: object[] = [];
    renderWithProviders(<EmailsForm onSubmit={(values) => void sent.push(values)} />);
    const invite = () => userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await invite();
    expect(await screen.findByText('Email cannot be blank')).toBeTruthy();
    await userEvent.type(textarea(), 'a@x.com,oops');
    await invite();
    expect(await screen.findByText('Invalid email format. Ensure emails are separated correctly.')).toBeTruthy();
    await userEvent.clear(textarea());
    await userEvent.type(textarea(), 'a@x.com ');
    await invite();
    expect(await screen.findByText('Ensure emails are properly formatted and separated.')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(textarea(), 'b@x.com');
    await invite();
    await waitFor(() => expect(sent).toEqual([{ tenancy: 'STANDARD', emails: 'a@x.com,b@x.com' }]));
  });
});
