/**
 * What deleting an account does, in the words the page states before anyone confirms
 * (docs/api-keys-and-account-deletion.md). `retentionDays` is the operator's restore window.
 */
export const deletionStatement = (retentionDays: number): string[] => [
  'You are signed out everywhere: every session, on every device, and every API key stop working at once.',
  'Your username stays reserved: nobody can sign up with it.',
  'Your profile, models, posts, images and reviews are hidden from everyone, and your comments show as deleted.',
  'Your Buzz is frozen: nobody can send you Buzz and none can be spent. The balance is kept as it is.',
  'What others bought stays theirs: early-access purchases are not reversed and copies in other members’ vaults keep downloading. Early-access earnings still held are paid to you only if the account is restored.',
  `For ${retentionDays} day${retentionDays === 1 ? '' : 's'}, the hub’s operator can restore the account on request: your content and Buzz come back, but you sign in again with your password and create new API keys. After that, it can no longer be restored.`,
];
