/** The generic error view's default title and message, word for word. */
export const DEFAULT_ERROR_TITLE = 'Something went wrong';
export const DEFAULT_ERROR_MESSAGE = "We're sorry, but we encountered an unexpected error.";

interface ErrorViewProps {
  title?: string;
  message?: string;
  /** Runs instead of reloading the page when Try Again is pressed. */
  onRetry?: () => void;
}

const buttonClass = 'rounded-full px-5 py-2 font-semibold';

function GoBackButton() {
  return (
    <button
      type="button"
      className={`${buttonClass} border-2 border-brand-700 text-brand-800`}
      onClick={() => {
        history.back();
      }}
    >
      Go Back
    </button>
  );
}

function TryAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={`${buttonClass} bg-brand-700 text-white`} onClick={onClick}>
      Try Again
    </button>
  );
}

/** The generic error view: Go Back, Home and Try Again (which reloads, or runs `onRetry`). */
export function ErrorView({
  title = DEFAULT_ERROR_TITLE,
  message = DEFAULT_ERROR_MESSAGE,
  onRetry,
}: ErrorViewProps) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <p className="mt-4 text-lg">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <GoBackButton />
        <a href="/" className={`${buttonClass} border-2 border-brand-700 text-brand-800`}>
          Home
        </a>
        <TryAgainButton
          onClick={() => {
            if (onRetry) onRetry();
            else location.reload();
          }}
        />
      </div>
    </div>
  );
}

/** The component error view: shown in place of one broken island; retry renders it again. */
export function ComponentErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border-2 border-red-700 bg-white p-6">
      <p className="text-lg font-semibold text-red-800">Component Error</p>
      <p className="mt-2">We're sorry, but there was an error rendering this component.</p>
      <div className="mt-4 flex gap-3">
        <GoBackButton />
        <TryAgainButton onClick={onRetry} />
      </div>
    </div>
  );
}
