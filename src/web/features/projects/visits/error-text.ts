/** A failed call's message (the server's refusal, word for word), or a generic retry text. */
export const errorText = (e: unknown) =>
  e instanceof Error ? e.message : 'Something went wrong; please try again';
