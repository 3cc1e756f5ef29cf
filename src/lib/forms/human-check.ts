import { z } from 'zod';

/** The maths check adds two whole numbers from 1 to 10. */
export const MATHS_OPERAND_MIN = 1;
export const MATHS_OPERAND_MAX = 10;

/** A maths question as a form shows it; the server signs it so the answer can be checked there. */
export interface MathsQuestion {
  a: number;
  b: number;
}

/** Picks a new question with operands from 1 to 10; `random` is injectable for tests. */
export function newMathsQuestion(random: () => number = Math.random): MathsQuestion {
  const pick = () =>
    MATHS_OPERAND_MIN + Math.floor(random() * (MATHS_OPERAND_MAX - MATHS_OPERAND_MIN + 1));
  return { a: pick(), b: pick() };
}

/** The messages a form shows for a missing, non-numeric and wrong answer. */
export interface HumanCheckMessages {
  required: string;
  notANumber: string;
  wrong: string;
}

export const WRONG_ANSWER_MESSAGE = 'Incorrect answer. Please try again.';

/** Newsletter form messages: one for each way the answer can be wrong. */
export const NEWSLETTER_HUMAN_CHECK_MESSAGES: HumanCheckMessages = {
  required: 'Please solve the math problem',
  notANumber: 'Please enter a number',
  wrong: WRONG_ANSWER_MESSAGE,
};

/** Contact form messages: the same one for every way the answer can be wrong. */
export const CONTACT_HUMAN_CHECK_MESSAGES: HumanCheckMessages = {
  required: WRONG_ANSWER_MESSAGE,
  notANumber: WRONG_ANSWER_MESSAGE,
  wrong: WRONG_ANSWER_MESSAGE,
};

/**
 * The answer field. With `expectedSum` (the browser knows its question) a wrong sum fails here;
 * the server checks the sum against the signed challenge instead.
 */
export function humanAnswerField(messages: HumanCheckMessages, expectedSum?: number) {
  const field = z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .regex(/^-?\d+$/, messages.notANumber);
  if (expectedSum === undefined) return field;
  return field.refine((answer) => Number(answer) === expectedSum, messages.wrong);
}
