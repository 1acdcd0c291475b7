import type { FileVariantView } from '../../view-models/files';

export const bestFile: FileVariantView = {
  id: 1,
  label: 'Pruned Model',
  sizeKB: 2_085_000,
  format: 'SafeTensor',
  fp: 'fp16',
  href: '/api/download/models/2?type=Pruned%20Model&format=SafeTensor&fp=fp16',
};

export const fileVariants: FileVariantView[] = [
  bestFile,
  {
    id: 2,
    label: 'Model',
    sizeKB: 6_938_000,
    format: 'SafeTensor',
    fp: 'fp32',
    href: '/api/download/models/2?type=Model&format=SafeTensor&fp=fp32',
  },
  { id: 3, label: 'VAE', sizeKB: 327_000, format: 'SafeTensor', href: '/api/download/models/2?type=VAE' },
  { id: 4, label: 'Training Data', sizeKB: 48_000, href: '/api/download/training-data/2' },
];
