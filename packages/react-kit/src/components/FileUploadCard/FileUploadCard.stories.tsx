import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FileUploadCard } from './FileUploadCard';

const typeOptions = ['Model', 'Pruned Model', 'VAE', 'Training Data'].map((label) => ({ id: label, label }));

const meta = {
  title: 'Authoring/FileUploadCard',
  component: FileUploadCard,
  args: {
    file: null,
    typeOptions,
    type: null,
    phase: 'idle',
    progress: null,
    onFileChoose: fn(),
    onTypeChange: fn(),
    onUpload: fn(),
    onPause: fn(),
    onResume: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUploadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the picker hands the file over; Upload waits for a file and a type. */
export const ChooseAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array(8)], 'weights.safetensors');
    await userEvent.upload(input, file);
    await expect(args.onFileChoose).toHaveBeenCalledWith(file);
  },
};

export const ChooseItsType: Story = {
  args: { file: { name: 'weights.safetensors', sizeKB: 2_086_666 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('weights.safetensors')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /File type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pruned Model' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('Pruned Model');
  },
};

export const ReadyToUpload: Story = {
  args: { file: { name: 'weights.safetensors', sizeKB: 2_086_666 }, type: 'Model' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledOnce();
  },
};

export const Uploading: Story = {
  args: {
    file: { name: 'weights.safetensors', sizeKB: 2_086_666 },
    type: 'Model',
    phase: 'uploading',
    progress: { sentKB: 1024 * 866, totalKB: 2_086_666 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading weights.safetensors' });
    await expect(bar).toHaveAttribute('aria-valuetext', '866 MB of 1.99 GB (42%)');
    await expect(canvas.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Paused: Story = {
  args: { ...Uploading.args, phase: 'paused' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(args.onResume).toHaveBeenCalledOnce();
  },
};

export const Finishing: Story = {
  args: {
    ...Uploading.args,
    phase: 'finishing',
    progress: { sentKB: 2_086_666, totalKB: 2_086_666 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Adding the file to the version…');
    await expect(canvas.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: {
    file: { name: 'weights.safetensors', sizeKB: 2_086_666 },
    type: 'Config',
    error: 'This file is too large: a Config file can be at most 1 MB.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This file is too large: a Config file can be at most 1 MB.',
    );
  },
};
