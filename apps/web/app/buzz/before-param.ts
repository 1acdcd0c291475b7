/** The history page asked for in `?before=` (the id below which entries are listed), null for the newest page. */
export const beforeOf = (searchParams: URLSearchParams): number | null => {
  const before = Number(searchParams.get('before'));
  return Number.isInteger(before) && before >= 1 && before <= 2_147_483_647 ? before : null;
};
