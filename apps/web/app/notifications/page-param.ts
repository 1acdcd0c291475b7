/** The inbox page asked for in `?page=`, 1 when it is missing or not a whole number from 1 up. */
export const pageOf = (searchParams: URLSearchParams): number => {
  const page = Number(searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};
