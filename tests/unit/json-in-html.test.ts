import { describe, expect, it } from 'vitest';
import { jsonForScriptElement } from '../../src/lib/json-in-html.ts';

describe('jsonForScriptElement', () => {
  const hostile = {
    name: '</script><script>alert(1)</script>',
    description: 'Fish & chips <!-- --> \u2028 line',
  };

  it('never writes a character that could close the script element or start markup', () => {
    const text = jsonForScriptElement(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('parses back to exactly the same value', () => {
    expect(JSON.parse(jsonForScriptElement(hostile))).toEqual(hostile);
    expect(JSON.parse(jsonForScriptElement({ price: '14.90', tags: ['a'] }))).toEqual({
      price: '14.90',
      tags: ['a'],
    });
  });
});
