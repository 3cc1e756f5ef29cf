import { describe, expect, it } from 'vitest';
import {
  CONTACT_SUBJECTS,
  ContactMessageFieldsSchema,
  contactFormSchema,
} from '../../src/lib/forms/contact.ts';
import { ContactRequestSchema } from '../../src/lib/forms/public-form-requests.ts';

const SUM = 9;

const validForm = {
  name: 'Aroha Tane',
  email: 'aroha@example.co.nz',
  subject: 'question',
  message: 'Do you deliver to Te Puke on Fridays?',
  humanVerification: '9',
};

const validRequest = {
  ...validForm,
  challengeToken: 'signed.challenge.token',
};

function issueFor(
  schema: typeof ContactRequestSchema | ReturnType<typeof contactFormSchema>,
  input: unknown,
  field: string,
): string | undefined {
  return schema.safeParse(input).error?.issues.find((i) => i.path[0] === field)?.message;
}

function formIssue(input: unknown, field: string): string | undefined {
  return issueFor(contactFormSchema(SUM), input, field);
}

describe('CONTACT_SUBJECTS', () => {
  it('lists the four subjects with their labels, in order', () => {
    expect(CONTACT_SUBJECTS).toEqual([
      { value: 'question', label: 'Product Question' },
      { value: 'feedback', label: 'Feedback' },
      { value: 'wholesale', label: 'Wholesale Inquiry' },
      { value: 'other', label: 'Other' },
    ]);
  });

  it('matches the subjects the schema accepts', () => {
    for (const { value } of CONTACT_SUBJECTS) {
      expect(ContactMessageFieldsSchema.shape.subject.safeParse(value).success).toBe(true);
    }
  });
});

describe('contactFormSchema', () => {
  it('accepts a complete form and defaults the newsletter consent to false', () => {
    const result = contactFormSchema(SUM).safeParse(validForm);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ ...validForm, subscribedToNewsletter: false });
  });

  it('keeps a given newsletter consent', () => {
    const parsed = contactFormSchema(SUM).parse({ ...validForm, subscribedToNewsletter: true });
    expect(parsed.subscribedToNewsletter).toBe(true);
  });

  it('rejects a newsletter consent that is not a boolean', () => {
    const input = { ...validForm, subscribedToNewsletter: 'yes' };
    expect(formIssue(input, 'subscribedToNewsletter')).toBeDefined();
  });

  it('trims the text fields', () => {
    const parsed = contactFormSchema(SUM).parse({
      ...validForm,
      name: '  Jo  ',
      email: ' jo@example.com ',
      message: '  0123456789  ',
    });
    expect(parsed.name).toBe('Jo');
    expect(parsed.email).toBe('jo@example.com');
    expect(parsed.message).toBe('0123456789');
  });

  describe('name', () => {
    it.each(['', 'A', ' B ', undefined])('rejects %j', (name) => {
      expect(formIssue({ ...validForm, name }, 'name')).toBe('Name must be at least 2 characters');
    });

    it('accepts two characters', () => {
      expect(formIssue({ ...validForm, name: 'Jo' }, 'name')).toBeUndefined();
    });
  });

  describe('email', () => {
    it.each(['', 'aroha', 'aroha@', 'aroha@example', undefined])('rejects %j', (email) => {
      expect(formIssue({ ...validForm, email }, 'email')).toBe(
        'Please enter a valid email address',
      );
    });

    it('accepts an upper-case address', () => {
      expect(formIssue({ ...validForm, email: 'ANA@EXAMPLE.CO.NZ' }, 'email')).toBeUndefined();
    });
  });

  describe('subject', () => {
    it.each(['question', 'feedback', 'wholesale', 'other'])('accepts %j', (subject) => {
      expect(formIssue({ ...validForm, subject }, 'subject')).toBeUndefined();
    });

    it.each(['', 'Product Question', 'Question', 'complaint', undefined])(
      'rejects %j',
      (subject) => {
        expect(formIssue({ ...validForm, subject }, 'subject')).toBe('Please select a subject');
      },
    );
  });

  describe('message', () => {
    it.each(['', 'Too short', '   123456789   ', undefined])('rejects %j', (message) => {
      expect(formIssue({ ...validForm, message }, 'message')).toBe(
        'Message must be at least 10 characters',
      );
    });

    it('accepts ten characters', () => {
      expect(formIssue({ ...validForm, message: '0123456789' }, 'message')).toBeUndefined();
    });

    it('rejects a message over 5000 characters', () => {
      expect(formIssue({ ...validForm, message: 'x'.repeat(5000) }, 'message')).toBeUndefined();
      expect(formIssue({ ...validForm, message: 'x'.repeat(5001) }, 'message')).toBe(
        'Message must be at most 5000 characters',
      );
    });
  });

  describe('humanVerification', () => {
    it('accepts the sum of the question', () => {
      expect(formIssue({ ...validForm, humanVerification: '9' }, 'humanVerification')).toBe(
        undefined,
      );
    });

    it.each(['8', '10', '', 'nine', '9.0', undefined])(
      'rejects %j with the one contact message',
      (humanVerification) => {
        expect(formIssue({ ...validForm, humanVerification }, 'humanVerification')).toBe(
          'Incorrect answer. Please try again.',
        );
      },
    );

    it('checks against the sum it was built with', () => {
      expect(issueFor(contactFormSchema(2), validForm, 'humanVerification')).toBe(
        'Incorrect answer. Please try again.',
      );
      expect(
        issueFor(
          contactFormSchema(2),
          { ...validForm, humanVerification: '2' },
          'humanVerification',
        ),
      ).toBeUndefined();
    });
  });

  it('reports every broken field at once', () => {
    const result = contactFormSchema(SUM).safeParse({});
    const fields = result.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(
      expect.arrayContaining(['name', 'email', 'subject', 'message', 'humanVerification']),
    );
  });
});

describe('ContactRequestSchema', () => {
  it('accepts a request with a challenge token and leaves the sum to the server', () => {
    const result = ContactRequestSchema.safeParse({ ...validRequest, humanVerification: '4' });
    expect(result.error).toBeUndefined();
    expect(result.data?.humanVerification).toBe('4');
    expect(result.data?.subscribedToNewsletter).toBe(false);
  });

  it('still requires a whole number as the answer', () => {
    expect(
      issueFor(
        ContactRequestSchema,
        { ...validRequest, humanVerification: 'x' },
        'humanVerification',
      ),
    ).toBe('Incorrect answer. Please try again.');
  });

  it.each([undefined, ''])('requires a challenge token, rejecting %j', (challengeToken) => {
    expect(
      issueFor(ContactRequestSchema, { ...validRequest, challengeToken }, 'challengeToken'),
    ).toBe('Please reload the page and try again');
  });

  it('rejects an overlong challenge token', () => {
    const challengeToken = 'x'.repeat(2001);
    expect(
      issueFor(ContactRequestSchema, { ...validRequest, challengeToken }, 'challengeToken'),
    ).toBeDefined();
  });

  it('allows the honeypot to be left out, empty or filled in', () => {
    expect(ContactRequestSchema.parse(validRequest).website).toBeUndefined();
    expect(ContactRequestSchema.parse({ ...validRequest, website: '' }).website).toBe('');
    expect(ContactRequestSchema.parse({ ...validRequest, website: 'http://spam' }).website).toBe(
      'http://spam',
    );
  });

  it('rejects a honeypot that is not text or is very long', () => {
    expect(
      issueFor(ContactRequestSchema, { ...validRequest, website: 1 }, 'website'),
    ).toBeDefined();
    const website = 'x'.repeat(501);
    expect(issueFor(ContactRequestSchema, { ...validRequest, website }, 'website')).toBeDefined();
  });

  it('applies the same field rules as the form', () => {
    expect(issueFor(ContactRequestSchema, { ...validRequest, name: 'A' }, 'name')).toBe(
      'Name must be at least 2 characters',
    );
    expect(issueFor(ContactRequestSchema, { ...validRequest, subject: 'x' }, 'subject')).toBe(
      'Please select a subject',
    );
  });
});
