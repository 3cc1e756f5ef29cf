import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE } from '../../components/errors/not-found-text.ts';

/** The not-found view (Go Back and Home, no refresh) for an admin path no screen claims. */
export function AdminNotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-800">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-lg">{NOT_FOUND_MESSAGE}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => {
            history.back();
          }}
          className="rounded-full border-2 border-brand-700 px-5 py-2 font-semibold text-brand-800"
        >
          Go Back
        </button>
        <a href="/" className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">
          Home
        </a>
      </div>
    </main>
  );
}
