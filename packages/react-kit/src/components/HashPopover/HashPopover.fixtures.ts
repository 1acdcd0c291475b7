import type { HashView } from '../../view-models/files';

export const hashes: HashView[] = [
  { type: 'SHA256', hash: '2C0D1A0B3E4F5A6B7C8D9E0F1A2B3C4D5E6F7A8B9C0D1E2F3A4B5C6D7E8F9A0B' },
  { type: 'AutoV2', hash: '2C0D1A0B3E' },
  { type: 'CRC32', hash: '8F3C21AB' },
  { type: 'BLAKE3', hash: 'B3E0A1F2C4D5E6F708192A3B4C5D6E7F8091A2B3C4D5E6F708192A3B4C5D6E7F' },
];
