import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE } from './not-found-text.ts';

/**
 * The not-found view: its title and text, Go Back and Home, and no refresh button. The admin app
 * renders it as its main content; a public page renders it without JavaScript (NotFound.astro),
 * whose script gives Go Back (`data-go-back`) its click.
 */
export function NotFoundView({ landmark: Landmark = 'div' }: { landmark?: 'main' | 'div' }) {
  return (
    <Landmark className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-800">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-lg">{NOT_FOUND_MESSAGE}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          data-go-back
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
    </Landmark>
  );
}
