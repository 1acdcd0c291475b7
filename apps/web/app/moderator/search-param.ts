/** The workspace search's text in the address (`/moderator?q=`), as the API takes it (at most 200 characters). */
export const searchQueryOf = (params: URLSearchParams): string =>
  (params.get('q') ?? '').trim().slice(0, 200);
