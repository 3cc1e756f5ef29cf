import { readFileSync, readdirSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { measureFormNesting } from '../../src/server/catalog/product-import/pdf-structure.ts';
import { xobjectBomb } from '../fixtures/pdf-bombs.ts';

describe('measureFormNesting', () => {
  it.each([
    [5, 11_110],
    [6, 111_110],
  ])('measures the bomb of forms nested %i deep, 10 draws each', async (depth, draws) => {
    const bomb = await xobjectBomb(depth);
    expect(bomb.length).toBeLessThan(2600);
    expect(measureFormNesting(bomb)).toEqual({ depth, draws });
  });

  it('finds the nesting inside object streams and through forms that borrow their resources', async () => {
    expect(measureFormNesting(await xobjectBomb(5, { objectStreams: true }))).toEqual({
      depth: 5,
      draws: 11_110,
    });
    expect(measureFormNesting(await xobjectBomb(5, { ownResources: false }))).toMatchObject({
      depth: 5,
    });
  });

  it('takes a form that draws itself as nesting without end', async () => {
    const pdf = await PDFDocument.create();
    const { context } = pdf;
    const self = context.nextRef();
    context.assign(
      self,
      context.stream('/Me Do', {
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, 10, 10],
        Resources: { XObject: { Me: self } },
      }),
    );
    pdf.addPage();
    expect(measureFormNesting(await pdf.save()).depth).toBe(Number.POSITIVE_INFINITY);
  });

  it('finds no nesting in the test PDFs of real product lists and bad files', () => {
    for (const file of readdirSync('tests/fixtures/pdfs')) {
      const bytes = new Uint8Array(readFileSync(`tests/fixtures/pdfs/${file}`));
      expect(measureFormNesting(bytes)).toEqual({ depth: 0, draws: 0 });
    }
  });
});
