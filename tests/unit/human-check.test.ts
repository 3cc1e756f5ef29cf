import { describe, expect, it } from 'vitest';
import {
  CONTACT_HUMAN_CHECK_MESSAGES,
  humanAnswerField,
  MATHS_OPERAND_MAX,
  MATHS_OPERAND_MIN,
  newMathsQuestion,
  NEWSLETTER_HUMAN_CHECK_MESSAGES,
  WRONG_ANSWER_MESSAGE,
} from '../../src/lib/forms/human-check.ts';

function firstIssue(schema: ReturnType<typeof humanAnswerField>, input: unknown) {
  return schema.safeParse(input).error?.issues[0]?.message;
}

describe('newMathsQuestion', () => {
  it('uses operands from 1 to 10', () => {
    expect(MATHS_OPERAND_MIN).toBe(1);
    expect(MATHS_OPERAND_MAX).toBe(10);
  });

  it('gives 1 + 1 when random returns 0', () => {
    expect(newMathsQuestion(() => 0)).toEqual({ a: 1, b: 1 });
  });

  it('gives 10 + 10 when random returns 0.999999', () => {
    expect(newMathsQuestion(() => 0.999999)).toEqual({ a: 10, b: 10 });
  });

  it('draws each operand separately', () => {
    const draws = [0.05, 0.55];
    let call = 0;
    const question = newMathsQuestion(() => draws[call++] ?? 0);
    expect(question).toEqual({ a: 1, b: 6 });
    expect(call).toBe(2);
  });

  it('maps each tenth of the random range to one operand', () => {
    for (let n = 1; n <= 10; n += 1) {
      const low = (n - 1) / 10;
      const high = n / 10 - 1e-9;
      expect(newMathsQuestion(() => low).a).toBe(n);
      expect(newMathsQuestion(() => high).a).toBe(n);
    }
  });

  it('always gives whole numbers from 1 to 10 with Math.random, and every one of them', () => {
    const operands = Array.from({ length: 5_000 }, () => newMathsQuestion()).flatMap(({ a, b }) => [
      a,
      b,
    ]);
    const outOfRange = operands.filter((n) => !Number.isInteger(n) || n < 1 || n > 10);
    expect(outOfRange).toEqual([]);
    const seen = new Set(operands);
    expect([...seen].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('human check messages', () => {
  it('has its own text for each way a newsletter answer can be wrong', () => {
    expect(NEWSLETTER_HUMAN_CHECK_MESSAGES).toEqual({
      required: 'Please solve the math problem',
      notANumber: 'Please enter a number',
      wrong: 'Incorrect answer. Please try again.',
    });
  });

  it('uses one message for every failure on the contact form', () => {
    expect(WRONG_ANSWER_MESSAGE).toBe('Incorrect answer. Please try again.');
    expect(CONTACT_HUMAN_CHECK_MESSAGES).toEqual({
      required: WRONG_ANSWER_MESSAGE,
      notANumber: WRONG_ANSWER_MESSAGE,
      wrong: WRONG_ANSWER_MESSAGE,
    });
  });
});

describe('humanAnswerField', () => {
  const withSum = humanAnswerField(NEWSLETTER_HUMAN_CHECK_MESSAGES, 12);
  const withoutSum = humanAnswerField(NEWSLETTER_HUMAN_CHECK_MESSAGES);

  it('accepts the right sum, ignoring surrounding spaces', () => {
    expect(withSum.parse('12')).toBe('12');
    expect(withSum.parse(' 12 ')).toBe('12');
  });

  it('asks for an answer when it is empty or missing', () => {
    expect(firstIssue(withSum, '')).toBe('Please solve the math problem');
    expect(firstIssue(withSum, '   ')).toBe('Please solve the math problem');
    expect(firstIssue(withSum, undefined)).toBe('Please solve the math problem');
  });

  it.each(['abc', '1.5', '12a', '1 2', '+12'])('asks for a number when given %j', (answer) => {
    expect(firstIssue(withSum, answer)).toBe('Please enter a number');
  });

  it.each(['11', '13', '0', '-12'])('says %j is the wrong answer to 12', (answer) => {
    expect(firstIssue(withSum, answer)).toBe('Incorrect answer. Please try again.');
  });

  it('without a known sum accepts any whole number, leaving the sum to the server', () => {
    expect(withoutSum.safeParse('3').success).toBe(true);
    expect(withoutSum.safeParse('-4').success).toBe(true);
    expect(firstIssue(withoutSum, 'x')).toBe('Please enter a number');
    expect(firstIssue(withoutSum, '')).toBe('Please solve the math problem');
  });

  it('checks an expected sum of 0 rather than skipping it', () => {
    const zero = humanAnswerField(NEWSLETTER_HUMAN_CHECK_MESSAGES, 0);
    expect(zero.safeParse('0').success).toBe(true);
    expect(firstIssue(zero, '1')).toBe('Incorrect answer. Please try again.');
  });

  it('shows the contact message for every kind of failure', () => {
    const contact = humanAnswerField(CONTACT_HUMAN_CHECK_MESSAGES, 7);
    expect(firstIssue(contact, '')).toBe(WRONG_ANSWER_MESSAGE);
    expect(firstIssue(contact, 'seven')).toBe(WRONG_ANSWER_MESSAGE);
    expect(firstIssue(contact, '8')).toBe(WRONG_ANSWER_MESSAGE);
    expect(contact.safeParse('7').success).toBe(true);
  });
});
