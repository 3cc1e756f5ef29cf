import { useId, useState, type DragEvent } from 'react';
import { SECONDARY_BUTTON } from '../styles.ts';

/**
 * Where staff choose the PDF: a file button, or a file dropped on the area. `error` is the
 * last file's refusal, shown until another is chosen.
 */
export function PdfFilePicker({
  onFile,
  error,
}: {
  onFile: (file: File) => void;
  error: string | null;
}) {
  const inputId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const take = (file: File | undefined) => {
    if (file) onFile(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => {
        setDragging(false);
      }}
      onDrop={drop}
      className={`mt-6 grid grid-cols-1 justify-items-start gap-3 rounded-xl border-2 border-dashed p-8 ${
        dragging ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white'
      }`}
    >
      <label htmlFor={inputId} className="text-lg font-semibold">
        Choose a PDF of your products
      </label>
      <p className="text-stone-700">
        A product sheet (a table with a name and a price column) or a catalogue (a name, a
        description and a price for each product). Up to 10 MB. You can also drop the file here.
      </p>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={error ? errorId : undefined}
        className={`${SECONDARY_BUTTON} max-w-full file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1`}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
