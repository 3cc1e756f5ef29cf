import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api/api-client.ts';
import { callRoute, sendToRoute, UnexpectedAnswerError } from '../../src/lib/api/call-route.ts';
import { formsApi } from '../../src/lib/public-api/forms.ts';

const SIGNUP = formsApi.api.newsletterSignup;
const BODY = {
  email: 'mere@example.co.nz',
  name: 'Mere',
  preferences: [],
  humanVerification: '7',
  challengeToken: 'token',
  website: '',
};

function answer(status: number, body: string | null): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(response: Response): void {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(response));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendToRoute (forms whose answer is not read)', () => {
  it.each([
    ['a 204 with no body', answer(204, null)],
    ['a 200 with {}', answer(200, '{}')],
    ['a 201 with the contract answer', answer(201, '{"message":"Check your inbox"}')],
    ['a 200 with text', new Response('OK', { status: 200 })],
  ])('takes %s as a success', async (_name, response) => {
    stubFetch(response);
    await expect(sendToRoute(SIGNUP, { body: BODY })).resolves.toBeUndefined();
  });

  it('still rejects a non-2xx with its ApiError', async () => {
    stubFetch(answer(500, '{"message":"A server error occurred. Please try again later."}'));
    const failure = sendToRoute(SIGNUP, { body: BODY });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
  });
});

describe('callRoute (every other call) keeps the contract check', () => {
  it.each([
    ['a 204 with no body', answer(204, null)],
    ['a 200 with {}', answer(200, '{}')],
  ])('refuses %s as an unexpected answer', async (_name, response) => {
    stubFetch(response);
    await expect(callRoute(SIGNUP, { body: BODY })).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it('answers what the contract describes', async () => {
    stubFetch(answer(201, '{"message":"Check your inbox"}'));
    await expect(callRoute(SIGNUP, { body: BODY })).resolves.toEqual({
      message: 'Check your inbox',
    });
  });
});
