// The login throttle: guessers are slowed and then refused per client address, and a burst of
// parallel guesses counts like a sequence; nobody can lock the owner out by guessing. The delays
// the throttle holds attempts for in this process are recorded rather than waited out (the
// delays are what it decides; the wait is only a timer), so the tests check each delay and take
// no time for them. The burst runs in OS processes of its own, which wait for real.
import { scrypt } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import loginHandler from '../../netlify/functions/auth-login.mts';
import { createUser, users } from '../../src/server/auth/users.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, newClientIp } from '../fixtures/http.ts';
import { callFromInstances, functionModule } from '../fixtures/instances.ts';
import { TEST_PASSWORD } from '../fixtures/staff.ts';

/** The delays the throttle held this process's login attempts for, in order, in ms. */
const held = vi.hoisted((): number[] => []);
vi.mock(import('../../src/server/auth/login-hold.ts'), () => ({
  holdLoginAttempt: (ms: number) => {
    held.push(ms);
    return Promise.resolve();
  },
}));

runOnLocalBlobs();

beforeAll(async () => {
  for (const username of ['owner', 'packer', 'sprayed', 'office', 'manager']) {
    await createUser({ username, password: TEST_PASSWORD, role: 'admin' });
  }
});

const logIn = (username: string, password: string, ip = newClientIp()) =>
  call(loginHandler, '/api/auth/login', { json: { username, password }, ip });

describe.concurrent('the login throttle', () => {
  // Twelve guesses from two processes, six at a time each: with the attempt counted by a read
  // and a later write instead of one conditional write, most of them got a 401.
  it('gives a burst of 12 parallel guesses from one address 8 answers, then 429s', async () => {
    const calls = Array.from({ length: 12 }, (_, index) => ({
      handler: functionModule('auth-login'),
      path: '/api/auth/login',
      options: {
        json: { username: 'packer', password: `guess-${String(index)}` },
        ip: '203.0.113.9',
      },
    }));
    const answers = await callFromInstances(calls, { instances: 2, concurrency: 6 });
    const counts = answers.reduce<Record<number, number>>((tally, { status }) => {
      tally[status] = (tally[status] ?? 0) + 1;
      return tally;
    }, {});
    expect(counts, JSON.stringify(answers.filter(({ status }) => status >= 500))).toEqual({
      401: 8,
      429: 4,
    });
    // The right password from that address is refused too, until the window passes...
    expect((await logIn('packer', TEST_PASSWORD, '203.0.113.9')).status).toBe(429);
    // ...but not from anywhere else.
    expect((await logIn('packer', TEST_PASSWORD)).status).toBe(200);
  }, 120_000);

  it('refuses an address spraying many usernames from its 31st attempt', async () => {
    const ip = '203.0.113.31';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const { status } = await logIn(`nobody-${String(attempt)}`, 'any-guess-at-all', ip);
      expect(status).toBe(401);
    }
    expect((await logIn('sprayed', TEST_PASSWORD, ip)).status).toBe(429);
    expect((await logIn('sprayed', TEST_PASSWORD)).status).toBe(200);
  }, 240_000);
});

// One test at a time, so the delays recorded are the test's own.
describe('the delays of the login throttle', () => {
  beforeEach(() => {
    held.length = 0;
  });

  it('never locks the owner out: 30 guesses from one address, the right password elsewhere', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 30; guess += 1) {
      statuses.push((await logIn('owner', `guess-${String(guess)}`, '203.0.113.20')).status);
    }
    expect(statuses).toEqual([...Array<number>(8).fill(401), ...Array<number>(22).fill(429)]);
    // Held longer and longer up to the eighth; the refused ones are not held at all.
    expect(held).toEqual([0, 0, 200, 400, 800, 1600, 1600, 1600]);
    const locked = await logIn('owner', TEST_PASSWORD, '203.0.113.20');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(locked.body).toEqual({ message: 'Too many requests. Please try again later.' });
    expect((await logIn('owner', TEST_PASSWORD, '198.51.100.200')).status).toBe(200);
    // Elsewhere, the username's eight failures still slow the right password down.
    expect(held.at(-1)).toBe(1600);
  });

  it('only slows guesses at one username from many addresses, never refuses them', async () => {
    const statuses: number[] = [];
    // One more than an address may make at one username.
    for (let guess = 0; guess < 9; guess += 1) {
      statuses.push((await logIn('manager', `spread-${String(guess)}`)).status);
    }
    expect(statuses).toEqual(Array.from({ length: 9 }, () => 401));
    // Each from a first-time address, held for the username's failures from anywhere.
    expect(held).toEqual([0, 0, 200, 400, 800, 1600, 1600, 1600, 1600]);
    expect((await logIn('manager', TEST_PASSWORD)).status).toBe(200);
    expect(held.at(-1)).toBe(1600);
  });
});

describe.concurrent('staff behind one address', () => {
  it('sign in as often as they need: right passwords do not count against the address', async () => {
    const ip = '203.0.113.77';
    // One more than an address may try in all.
    for (let login = 0; login < 31; login += 1) {
      expect((await logIn('office', TEST_PASSWORD, ip)).status).toBe(200);
    }
    expect((await logIn('office', 'a-wrong-guess-now', ip)).status).toBe(401);
  }, 240_000);
});

describe('password hashes', () => {
  it('are upgraded at login when stored with weaker settings than today', async () => {
    const user = await createUser({
      username: 'old-timer',
      password: TEST_PASSWORD,
      role: 'staff',
    });
    const salt = Buffer.from('0123456789abcdef');
    const weak = await new Promise<Buffer>((resolve, reject) => {
      scrypt(TEST_PASSWORD, salt, 64, { N: 2 ** 14 }, (error, key) => {
        if (error) reject(error);
        else resolve(key);
      });
    });
    const weakHash = `scrypt$N=16384,r=8,p=1$${salt.toString('base64url')}$${weak.toString('base64url')}`;
    await users.update(user.id, (current) => {
      if (!current) throw new Error('The user vanished');
      return { ...current, passwordHash: weakHash };
    });

    expect((await logIn('old-timer', TEST_PASSWORD)).status).toBe(200);
    const upgraded = (await users.get(user.id))?.passwordHash ?? '';
    expect(upgraded).not.toBe(weakHash);
    expect(upgraded).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect((await logIn('old-timer', TEST_PASSWORD)).status).toBe(200);
  }, 60_000);
});
