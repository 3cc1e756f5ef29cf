/** The spinner shown while a screen loads or the guard checks the sign-in, with a label. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-stone-700">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-stone-300 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
