/** The 404 view's texts, word for word, shared by the public 404 page and the admin app's. */
export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_MESSAGE =
  "We couldn't find the page you're looking for. It might have been moved or deleted.";
