import type { OptionView } from '../../view-models/common';

export const reportReasons: OptionView[] = [
  { id: 'tos', label: 'Violates terms of service' },
  { id: 'nsfw', label: 'Mature content without a rating' },
  { id: 'ownership', label: 'I own this model', description: 'Someone uploaded my work without permission.' },
  { id: 'spam', label: 'Spam or advertising' },
];
