import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LockIcon } from '../../icons';
import { Button } from '../Button';
import { Notice } from './Notice';

/** The notices of spec §8. Texts the spec gives are used as is; the others are the presenter's wording. */
const meta = {
  title: 'Model page/Notice',
  component: Notice,
  args: { tone: 'neutral', title: 'Discussion is turned off for this model.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'positive', 'caution', 'critical'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ViolationWithAppeal: Story = {
  args: {
    tone: 'critical',
    title: 'This model has been unpublished',
    body: 'Reason: it depicts a real person without consent. You can appeal this decision.',
    action: { label: 'Appeal', href: '/content/content-appeal' },
    children: (
      <Button size="sm" variant="secondary" tone="critical">
        Request review
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Appeal' })).toHaveAttribute(
      'href',
      '/content/content-appeal',
    );
  },
};

export const DiscussionOff: Story = { args: { icon: <LockIcon /> } };

export const Archived: Story = {
  args: {
    tone: 'caution',
    title: 'This model has been archived',
    body: 'It is not available for download or generation.',
  },
};

export const TakenDown: Story = {
  args: { tone: 'critical', title: 'This model has been taken down', body: 'It is no longer available.' },
};

export const NotAvailableWithSettings: Story = {
  args: {
    tone: 'caution',
    title: 'Model not available with current settings',
    body: 'Disable X/XXX to view it.',
  },
};

export const InaccurateImages: Story = {
  args: {
    tone: 'caution',
    title: 'The images on this version may not accurately represent it',
    body: 'They were made with other resources or heavy editing.',
  },
};

export const OwnershipDispute: Story = {
  args: {
    tone: 'brand',
    title: 'A verified artist has claimed ownership of this model',
    body: 'Moderators are reviewing the claim.',
    action: { label: 'Learn more', href: '/content/tos' },
  },
};

export const MissingFiles: Story = { args: { tone: 'caution', title: 'This version is missing files' } };

export const ReviewInProgress: Story = {
  args: {
    tone: 'positive',
    role: 'status',
    title: 'Your request has been sent to the moderators. We will review it as soon as possible.',
  },
};
