import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, userMessageFor } from '../../../lib/api/api-client.ts';
import { productsArea } from '../../../lib/admin/areas/products.ts';
import { SINGLE_REQUEST_MAX_BYTES } from '../../../lib/uploads/chunked-upload.ts';
import type { ImportPreview } from '../../../lib/products/pdf-import/types.ts';
import { AdminLink } from '../AdminLink.tsx';
import { forgetUserAfter401 } from '../auth-store.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { Spinner } from '../Spinner.tsx';
import { PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../styles.ts';
import type { AppliedImport } from './apply-import.ts';
import { ImportReview } from './ImportReview.tsx';
import { BACK_TO_PRODUCTS } from './links.ts';
import { pageImagesOf } from './pdf-page-images.ts';
import { PdfFilePicker } from './PdfFilePicker.tsx';
import { sendPdfForImport } from './send-pdf.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { screenHref } from '../../../lib/admin/screens.ts';

type Step =
  | { kind: 'choose'; error: string | null }
  | { kind: 'reading'; fileName: string; size: number; sent: number | null }
  | { kind: 'review'; file: File; preview: ImportPreview }
  | { kind: 'done'; result: AppliedImport };

/** The server's own words for a refused file (its status alone says too little here). */
const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.message !== '' ? error.message : userMessageFor(error);

/**
 * /admin/products/import-pdf: staff upload a product sheet or catalogue, review the products
 * found (edit, tick), and import them: new ones as drafts, matched ones updated.
 */
export default function ImportPdfScreen() {
  const [step, setStep] = useState<Step>({ kind: 'choose', error: null });
  const client = useQueryClient();
  // The chosen file's pages, drawn in this browser for the review's thumbnails.
  const reviewed = step.kind === 'review' ? step.file : null;
  const pages = useMemo(() => (reviewed ? pageImagesOf(reviewed) : null), [reviewed]);
  useEffect(
    () => () => {
      pages?.close();
    },
    [pages],
  );

  const read = async (file: File) => {
    const reading = { kind: 'reading', fileName: file.name, size: file.size } as const;
    // A file sent in chunks shows how much has arrived; one sent whole, a spinner.
    setStep({ ...reading, sent: file.size > SINGLE_REQUEST_MAX_BYTES ? 0 : null });
    try {
      const preview = await sendPdfForImport(file, (sent) => {
        setStep({ ...reading, sent });
      });
      setStep({ kind: 'review', file, preview });
    } catch (error) {
      if (forgetUserAfter401(error)) return;
      setStep({ kind: 'choose', error: `${file.name}: ${refusalOf(error)}` });
    }
  };

  const applied = async (result: AppliedImport) => {
    setStep({ kind: 'done', result });
    await client.invalidateQueries({ queryKey: [productsArea.api.list.path] });
  };

  return (
    <ScreenFrame title="Import products from a PDF" back={BACK_TO_PRODUCTS}>
      {step.kind === 'choose' ? (
        <PdfFilePicker onFile={(file) => void read(file)} error={step.error} />
      ) : null}
      {step.kind === 'reading' && step.sent !== null && step.sent < step.size ? (
        <UploadProgress
          label={`Uploading the PDF ${step.fileName}`}
          sent={step.sent}
          size={step.size}
        />
      ) : null}
      {step.kind === 'reading' && (step.sent === null || step.sent >= step.size) ? (
        <Spinner label={`Reading the PDF ${step.fileName}…`} />
      ) : null}
      {step.kind === 'review' ? (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <p className="mr-auto">
              Found in <strong>{step.file.name}</strong>. Check each row, correct what the PDF got
              wrong, and untick what you do not want. Rows with a problem are unticked.
            </p>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => {
                setStep({ kind: 'choose', error: null });
              }}
            >
              Choose another file
            </button>
          </div>
          {step.preview.warnings.map((warning) => (
            <p key={warning} role="status" className="mt-2 font-medium text-amber-900">
              {warning}
            </p>
          ))}
          <ImportReview
            rows={step.preview.rows}
            pages={pages}
            onApplied={(result) => void applied(result)}
          />
        </>
      ) : null}
      {step.kind === 'done' ? (
        <ImportSummary
          result={step.result}
          onAgain={() => {
            setStep({ kind: 'choose', error: null });
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}

/** The imported products, each a link to its edit screen. */
function ProductLinks({ products }: { products: AppliedImport['created'] }) {
  return (
    <ul className="mt-1 list-disc pl-6">
      {products.map((product) => (
        <li key={product.id}>
          <AdminLink
            href={screenHref('product-edit', { productId: product.id })}
            className="text-brand-800 underline"
          >
            {product.name}
          </AdminLink>
        </li>
      ))}
    </ul>
  );
}

function ImportSummary({ result, onAgain }: { result: AppliedImport; onAgain: () => void }) {
  return (
    <div role="status" className={`${PANEL} mt-6 grid gap-4`}>
      <h2 className="text-xl font-bold">
        Import finished: {result.created.length} added as drafts, {result.updated.length} updated
        {result.failed.length > 0 ? `, ${result.failed.length} not imported` : ''}
      </h2>
      {result.created.length > 0 ? (
        <div>
          <h3 className="font-semibold">New drafts (hidden from shoppers)</h3>
          <ProductLinks products={result.created} />
          <p className="mt-2">
            Add a photo to each, then{' '}
            <AdminLink
              href={screenHref('products')}
              className="font-semibold text-brand-800 underline"
            >
              publish them from the products list
            </AdminLink>{' '}
            (filter by Draft, open each and make it active).
          </p>
        </div>
      ) : null}
      {result.updated.length > 0 ? (
        <div>
          <h3 className="font-semibold">Updated</h3>
          <ProductLinks products={result.updated} />
        </div>
      ) : null}
      {result.failed.length > 0 ? (
        <div>
          <h3 className="font-semibold text-red-800">Not imported</h3>
          <ul className="mt-1 list-disc pl-6">
            {result.failed.map((row, index) => (
              <li key={index}>
                {row.name}: {row.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <button type="button" className={PRIMARY_BUTTON} onClick={onAgain}>
          Import another PDF
        </button>
      </div>
    </div>
  );
}
