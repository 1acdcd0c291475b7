/** The creator card of a user with live follow / tip / chat actions (used by the model page and the profile). */
export function CreatorCardContainer(_props: { userId: number }) {
  return null;
}
