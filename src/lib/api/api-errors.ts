/** What a shopper reads for each HTTP status, word for word; others use the server's text. */
const MESSAGES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'The request was invalid. Please check your information and try again.',
  401: 'You need to be signed in to access this feature.',
  403: "You don't have permission to access this resource.",
  404: 'The requested item could not be found.',
  409: 'There was a conflict with the current state of the resource.',
  422: 'The submitted data was not accepted.',
  429: 'Too many requests. Please try again later.',
  500: 'A server error occurred. Please try again later.',
  502: 'A server error occurred. Please try again later.',
  503: 'A server error occurred. Please try again later.',
  504: 'A server error occurred. Please try again later.',
};

/** The fallback when neither the status nor the server says more. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

/** The fixed message for a status, or undefined for a status whose message the server gives. */
export function messageForStatus(status: number): string | undefined {
  return MESSAGES_BY_STATUS[status];
}
