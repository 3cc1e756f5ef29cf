import { useState, type DragEvent } from 'react';
import {
  errorAria,
  FieldMessage,
  helpIdFor,
  LABEL_CLASS,
} from '../../../components/forms/fields.tsx';
import { markShownInPlace } from '../../../components/forms/server-errors.ts';
import { productsArea, type AdminProduct } from '../../../lib/admin/areas/products.ts';
import { ApiError, fieldErrorsOf } from '../../../lib/api/api-client.ts';
import {
  PRODUCT_IMAGE_ACCEPT,
  productImageAttributes,
} from '../../../lib/products/product-image.ts';
import { formatFileSize } from '../../../lib/uploads/upload-limits.ts';
import { showToast } from '../../toast/toast-store.ts';
import { useRouteMutation } from '../api/hooks.ts';
import { PANEL } from '../styles.ts';
import { PhotoPrepareError, preparePhoto } from './prepare-photo.ts';

const FIELD_ID = 'product-photo';

/** How wide the photo shows here: the panel's column, at most 320 px. */
const PANEL_SIZES = '320px';

/** The message of a refused upload, as the server put it beside the file field. */
function refusalOf(error: unknown): string {
  if (error instanceof PhotoPrepareError) return error.message;
  const fieldMessage = fieldErrorsOf(error).file;
  if (fieldMessage) {
    markShownInPlace(error);
    return fieldMessage;
  }
  return error instanceof Error ? error.message : 'The photo could not be uploaded. Try again.';
}

/** What the panel is doing with a chosen photo, said in the status line. */
type PhotoWork = { kind: 'idle' } | { kind: 'preparing'; size: number } | { kind: 'uploading' };

/**
 * A product's photo and the way to replace it: choose or drop a JPEG, PNG or WebP. A large one
 * (a phone's 12 MB photo) is made smaller here first, so it fits one request on Netlify
 * (prepare-photo.ts); the server checks its content. The upload names the revision the screen
 * read, so a product someone else saved meanwhile is refused (`onStale`), as saves are.
 */
export function ProductPhoto({
  product,
  blockedBecause,
  onStale,
}: {
  product: AdminProduct;
  /** Why an upload must wait (unsaved changes in the form, which a new revision would reset). */
  blockedBecause: string | null;
  onStale: (message: string) => void;
}) {
  const upload = useRouteMutation(productsArea.api.image, {
    refreshes: [productsArea.api.list, productsArea.api.get],
  });
  const [error, setError] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const [work, setWork] = useState<PhotoWork>({ kind: 'idle' });
  const busy = work.kind !== 'idle' || upload.isPending;
  const disabled = busy || blockedBecause !== null;

  const send = async (chosen: File) => {
    setError(undefined);
    try {
      setWork({ kind: 'preparing', size: chosen.size });
      const { file } = await preparePhoto(chosen);
      setWork({ kind: 'uploading' });
      await upload.mutateAsync({
        params: { id: product.id },
        query: { revision: product.revision },
        file,
      });
      showToast({ title: 'Photo saved', description: `${product.name} shows the new photo.` });
    } catch (refused) {
      if (refused instanceof ApiError && refused.status === 409) {
        onStale(refused.message);
        markShownInPlace(refused);
      } else setError(refusalOf(refused));
    } finally {
      setWork({ kind: 'idle' });
    }
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) void send(file);
  };

  return (
    <section aria-labelledby="product-photo-heading" className={`${PANEL} mt-6`}>
      <h2 id="product-photo-heading" className="text-lg font-semibold">
        Photo
      </h2>
      <div className="mt-3 grid items-start gap-5 sm:grid-cols-[320px_1fr]">
        <img
          {...productImageAttributes(product.image, PANEL_SIZES)}
          alt={`The photo of ${product.name} shoppers see`}
          width={800}
          height={600}
          className="h-auto w-full max-w-[320px] rounded-lg bg-brand-100"
        />
        <div
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => {
            setDragging(false);
          }}
          onDrop={drop}
          className={`rounded-lg border-2 border-dashed p-4 ${
            dragging ? 'border-brand-700 bg-brand-50' : 'border-stone-400'
          }`}
        >
          <label htmlFor={FIELD_ID} className={LABEL_CLASS}>
            Upload photo
          </label>
          <p id={helpIdFor(FIELD_ID)} className="mt-1 text-sm text-stone-700">
            A JPEG, PNG or WebP at least 400 pixels wide, straight from a phone or camera; or drop
            it here. Large photos are made smaller before they are sent. It is cropped to 4:3 around
            what matters in it, like the meal cards.
          </p>
          <input
            id={FIELD_ID}
            type="file"
            accept={PRODUCT_IMAGE_ACCEPT}
            disabled={disabled}
            className="mt-2 block w-full text-sm"
            {...errorAria(FIELD_ID, error, helpIdFor(FIELD_ID))}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
          {busy ? (
            <p role="status" className="mt-2 flex items-center gap-2 text-sm font-medium">
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
              />
              {work.kind === 'preparing'
                ? `Preparing the photo (${formatFileSize(work.size)}) for upload…`
                : 'Uploading the photo…'}
            </p>
          ) : null}
          {blockedBecause ? (
            <p className="mt-2 text-sm font-medium text-stone-800">{blockedBecause}</p>
          ) : null}
          <FieldMessage fieldId={FIELD_ID} message={error} />
        </div>
      </div>
    </section>
  );
}
