import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EarlyAccessPurchaseModal } from './EarlyAccessPurchaseModal';
import { insufficientTooltip, offers } from './EarlyAccessPurchaseModal.fixtures';

const meta = {
  title: 'Model page/EarlyAccessPurchaseModal',
  component: EarlyAccessPurchaseModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    offers,
    balance: 1200,
    onPurchase: fn(),
    insufficientTooltip,
    onBuyBuzz: fn(),
  },
} satisfies Meta<typeof EarlyAccessPurchaseModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndBuy: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Get access to this Model Version!' });
    const modal = within(dialog);
    await expect(modal.getByText('Your Buzz: 1,200')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('radio', { name: /Generation/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Get access 100 Buzz' }));
    await expect(args.onPurchase).toHaveBeenCalledWith('generation');
  },
};

export const InsufficientBuzz: Story = {
  args: { balance: 50, offers: offers.map((o) => ({ ...o, affordable: false })) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(insufficientTooltip);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get access 500 Buzz' }));
    await expect(args.onBuyBuzz).toHaveBeenCalledOnce();
    await expect(args.onPurchase).not.toHaveBeenCalled();
  },
};

export const Purchasing: Story = { args: { isPending: true } };

export const Success: Story = {
  args: {
    success: {
      title: 'You have successfully purchased access to this model version!',
      text: 'You can now download it and generate with it.',
    },
  },
};

export const FeatureOff: Story = {
  args: {
    unavailable: {
      text: 'This model will be available for download once early access is enabled to the public. Please check back later.',
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Unauthorized');
    await expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  },
};
