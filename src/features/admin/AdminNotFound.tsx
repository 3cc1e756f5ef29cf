/** The not-found view of spec section 2 for an admin path no screen claims. */
export function AdminNotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-800">404 Page Not Found</h1>
      <p className="mt-4 text-lg">
        We couldn't find the page you're looking for. It might have been moved or deleted.
      </p>
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
